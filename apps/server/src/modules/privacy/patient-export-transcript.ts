import { MSG } from '@conecta/contract';

import type { ExportMessage } from './patient-export-repo.ts';

const M = MSG.privacy;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface TranscriptHead {
  patientName: string;
  phone: string;
  clinic: string;
  member: string;
  at: string;
}

/** The top of conversa.html: who, whose, when, and where the rest is. */
export function transcriptStart(h: TranscriptHead): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${escape(M.transcriptTitle(h.patientName))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.m{border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0;max-width:80%;background:#f3f4f6}
.eu{margin-left:auto;background:#dcfce7}.q{font-size:.75rem;color:#6b7280}
p.nota{color:#6b7280;font-size:.85rem}
img{max-width:100%;border-radius:.25rem}audio{max-width:100%}
</style>
</head>
<body>
<h1>${escape(M.transcriptTitle(h.patientName))}</h1>
<p>${escape(M.transcriptPhone)}: ${escape(h.phone)}</p>
<p class="nota">${escape(M.transcriptIntro(h.clinic, h.member, h.at))}</p>
<p class="nota">${escape(M.transcriptFiles)}</p>
<h2>${escape(M.transcriptMessages)}</h2>
`;
}

/** Who wrote a message, in the patient's words: the transcript's and mensagens.json's. */
export function senderOf(m: ExportMessage, patientName: string = M.transcriptPatient): string {
  if (!m.fromMe) return patientName;
  if (m.sentBy === 'automation') return M.transcriptAutomation;
  if (m.sentBy === 'phone') return M.transcriptPhoneApp;
  return m.sentByName ?? M.transcriptClinic;
}

/** One message as a speech bubble; `file` is its path inside the ZIP, when it has one. */
export function transcriptMessage(
  m: ExportMessage,
  patientName: string,
  when: string,
  file: string | null,
): string {
  const who = senderOf(m, patientName);
  const parts: string[] = [];
  if (m.type === 'audio') parts.push(M.transcriptAudio(m.seconds));
  if (m.content) parts.push(m.content);
  if (m.transcript) parts.push(M.transcriptOfAudio(m.transcript));
  let body = parts.map((p) => escape(p).replace(/\n/g, '<br>')).join('<br>');
  if (m.type !== 'text') {
    if (file) {
      const src = escape(encodeURI(file));
      // Played and shown in place when the page is opened from the unzipped folder.
      if (m.type === 'audio') body += `<br><audio controls preload="none" src="${src}"></audio>`;
      if (m.type === 'image') body += `<br><img alt="" src="${src}">`;
      body += `<br><a href="${src}">${escape(m.fileName ?? file)}</a>`;
    } else {
      body += `<br><em>${escape(m.fileName ?? M.transcriptFile)}: ${escape(M.transcriptFileMissing)}</em>`;
    }
  }
  const edited = m.isEdited ? ` ${escape(M.transcriptEdited)}` : '';
  return `<div class="m${m.fromMe ? ' eu' : ''}"><div class="q">${escape(who)} · ${escape(when)}${edited}</div>${body}</div>\n`;
}

/** The chat's tags, tasks and appointments as short lists, and the end of the page. */
export function transcriptEnd(sections: Array<{ title: string; items: string[] }>, empty: boolean) {
  const none = `<p>${escape(M.transcriptNone)}</p>`;
  const lists = sections
    .map(
      (s) =>
        `<h2>${escape(s.title)}</h2>\n${
          s.items.length ? `<ul>${s.items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` : none
        }`,
    )
    .join('\n');
  return `${empty ? `<p>${escape(M.transcriptNoMessages)}</p>\n` : ''}${lists}\n</body>\n</html>\n`;
}
