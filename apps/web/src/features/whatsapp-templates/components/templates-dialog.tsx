import {
  MSG,
  TEMPLATE_BUTTON_MAX_CHARS,
  TEMPLATE_BUTTONS_MAX,
  whatsappTemplateEndpoints,
  type WhatsappTemplate,
} from '@conecta/contract';
import { Plus, X } from 'lucide-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/http';

import {
  createTemplate,
  listTemplates,
  syncTemplates,
  templatesKeys,
} from '../api/whatsapp-templates-api';
import { AutomaticTemplatesForm, TemplateUsageLine } from './automatic-templates';
import { toTemplateName } from './template-name';

const C = MSG.cloudApi;
const FALLBACKS = { network: MSG.chatWindow.networkError, unknown: MSG.common.internal };

/**
 * 'Modelos do WhatsApp', the Responsável's: the clinic's templates as Meta last said (category,
 * language, status), read again from Meta on request, and a new one sent for approval.
 */
export function TemplatesDialog(dialog: ManageDialogProps) {
  return (
    <ManageDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onCloseAutoFocus={dialog.onCloseAutoFocus}
      title={C.templatesTitle}
      description={C.templatesIntro}
      widthClass="max-w-3xl"
    >
      {dialog.open ? <TemplatesBody /> : null}
    </ManageDialog>
  );
}

export function TemplatesBody() {
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: templatesKeys.all,
    queryFn: ({ signal }) => listTemplates(signal),
    retry: false,
  });
  const sync = useMutation({
    mutationFn: syncTemplates,
    meta: { endpoint: whatsappTemplateEndpoints.sync },
    onSuccess: (answer) => setNotice(C.templatesSynced(answer.templates.length)),
    onError: (error) => setNotice(errorText(error, FALLBACKS)),
  });
  const templates = query.data?.templates ?? [];
  return (
    // One column no wider than the dialog: the table scrolls sideways in its own box on a phone
    // instead of widening the form under it past the screen.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={sync.isPending}
          onClick={() => sync.mutate()}
        >
          {C.templatesSync}
        </Button>
        {notice ? (
          <p role="status" className="text-sm text-muted-foreground">
            {notice}
          </p>
        ) : null}
      </div>
      {query.data && templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.templatesEmpty}</p>
      ) : null}
      {templates.length > 0 ? <TemplatesTable templates={templates} /> : null}
      <TemplateUsageLine />
      {query.data ? <AutomaticTemplatesForm templates={templates} /> : null}
      <NewTemplateForm onDone={setNotice} />
    </div>
  );
}

function TemplatesTable({ templates }: { templates: WhatsappTemplate[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{C.templateName}</TableHead>
          <TableHead>{C.templateCategory}</TableHead>
          <TableHead>{C.templateLanguage}</TableHead>
          <TableHead>{C.templateStatus}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {templates.map((t) => (
          <TableRow key={t.id}>
            <TableCell>
              <span className="font-medium">{t.name}</span>
              {t.body ? (
                <span className="block text-xs whitespace-pre-wrap text-muted-foreground">
                  {t.body}
                </span>
              ) : null}
              {t.buttons.length > 0 ? (
                <ul aria-label={C.templateButtonsColumn} className="mt-1 flex flex-wrap gap-1">
                  {t.buttons.map((label) => (
                    <li
                      key={label}
                      className="rounded-full border px-2 py-0.5 text-xs text-emerald-800"
                    >
                      {label}
                    </li>
                  ))}
                </ul>
              ) : null}
            </TableCell>
            <TableCell>{C.templateCategories[t.category] ?? t.category}</TableCell>
            <TableCell>{C.languageName(t.language)}</TableCell>
            <TableCell>
              {C.templateStatuses[t.status] ?? t.status}
              {t.rejectedReason ? (
                <span className="block text-xs text-muted-foreground">{t.rejectedReason}</span>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A name in Meta's form (lowercase, digits, _: 'Lembrete Exame' becomes lembrete_exame as it is
 * typed), a category and the body with `{{1}}`... A refusal is shown under the field it is about,
 * which is marked and focused: the dialog is long, and a message at its top went unseen.
 */
function NewTemplateForm({ onDone }: { onDone: (notice: string) => void }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<'UTILITY' | 'MARKETING'>('UTILITY');
  const [body, setBody] = useState('');
  const [buttons, setButtons] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ field: 'name' | 'body' | 'form'; text: string } | null>(
    null,
  );
  const buttonsHint = useId();
  const nameId = useId();
  const nameHint = useId();
  const bodyId = useId();
  const formErrorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const refuse = (field: 'name' | 'body' | 'form', text: string) => {
    setProblem({ field, text });
    if (field === 'name') nameRef.current?.focus();
    if (field === 'body') bodyRef.current?.focus();
  };
  const create = useMutation({
    mutationFn: createTemplate,
    meta: { endpoint: whatsappTemplateEndpoints.create },
    onSuccess: (answer) => {
      setName('');
      setBody('');
      setButtons([]);
      setProblem(null);
      onDone(answer.message);
    },
    onError: (error) => {
      const text = errorText(error, FALLBACKS);
      const path = error instanceof ApiError ? error.details?.[0]?.path : undefined;
      refuse(path === 'name' ? 'name' : path === 'body' ? 'body' : 'form', text);
    },
  });
  const errorOf = (field: 'name' | 'body') => (problem?.field === field ? problem.text : null);
  return (
    <form
      className="grid grid-cols-[minmax(0,1fr)] gap-2 border-t pt-4"
      aria-describedby={problem?.field === 'form' ? formErrorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^[a-z0-9_]{1,512}$/.test(name)) {
          refuse('name', C.templateNameRule);
          return;
        }
        setProblem(null);
        create.mutate({
          name,
          category,
          body: body.trim(),
          language: 'pt_BR',
          buttons: buttons.map((b) => b.trim()).filter(Boolean),
        });
      }}
    >
      <h3 className="text-sm font-semibold">{C.templateCreate}</h3>
      <div className="grid gap-1">
        <Label htmlFor={nameId}>{C.templateName}</Label>
        <Input
          ref={nameRef}
          id={nameId}
          value={name}
          maxLength={512}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errorOf('name') ? true : undefined}
          aria-describedby={[nameHint, errorOf('name') ? fieldErrorId(nameId) : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => {
            setName(toTemplateName(e.target.value));
            if (problem?.field === 'name') setProblem(null);
          }}
        />
        <span id={nameHint} className="text-xs text-muted-foreground">
          {C.templateNameTyping}
        </span>
        <FieldError id={fieldErrorId(nameId)}>{errorOf('name')}</FieldError>
      </div>
      <Label className="grid gap-1">
        {C.templateCategory}
        <select
          value={category}
          onChange={(e) => setCategory(e.target.value as 'UTILITY' | 'MARKETING')}
          className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm"
        >
          <option value="UTILITY">{C.templateCategories.UTILITY}</option>
          <option value="MARKETING">{C.templateCategories.MARKETING}</option>
        </select>
      </Label>
      <div className="grid gap-1">
        <Label htmlFor={bodyId}>{C.templateBody}</Label>
        <Textarea
          ref={bodyRef}
          id={bodyId}
          value={body}
          maxLength={1024}
          rows={3}
          aria-invalid={errorOf('body') ? true : undefined}
          aria-describedby={errorOf('body') ? fieldErrorId(bodyId) : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            if (problem?.field === 'body') setProblem(null);
          }}
        />
        <FieldError id={fieldErrorId(bodyId)}>{errorOf('body')}</FieldError>
      </div>
      <fieldset className="grid gap-2" aria-describedby={buttonsHint}>
        <legend className="text-sm font-medium">{C.templateButtons}</legend>
        <p id={buttonsHint} className="text-xs text-muted-foreground">
          {C.templateButtonsHint}
        </p>
        {buttons.map((label, i) => (
          <div key={i} className="flex items-center gap-2">
            <Input
              aria-label={C.templateButtonLabel(i + 1)}
              value={label}
              maxLength={TEMPLATE_BUTTON_MAX_CHARS}
              onChange={(e) =>
                setButtons((all) => all.map((b, j) => (j === i ? e.target.value : b)))
              }
              className="max-w-72"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={C.templateButtonRemove(i + 1)}
              className="size-11 shrink-0 sm:size-9"
              onClick={() => setButtons((all) => all.filter((_, j) => j !== i))}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {buttons.length < TEMPLATE_BUTTONS_MAX ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-11 justify-self-start sm:h-8"
            onClick={() => setButtons((all) => [...all, ''])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {C.templateButtonAdd}
          </Button>
        ) : null}
      </fieldset>
      {problem?.field === 'form' ? (
        <p id={formErrorId} role="alert" className="text-sm font-medium text-destructive">
          {C.templateCreateFailed} {problem.text}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={create.isPending || !name || !body.trim()}
        className="justify-self-end"
      >
        {C.templateCreate}
      </Button>
    </form>
  );
}
