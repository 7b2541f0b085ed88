import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeTextMessage } from '@/test/chat-fixture';

import type { TextEntry } from '../chat-entries';
import { MessageContent } from './message-content';

const base: TextEntry = { ...makeTextMessage(), kind: 'message' };
const URL = '/dashboard/media/abc?u=u1&exp=1&sig=s';

describe('MessageContent', () => {
  it('shows a picture as a thumbnail that opens full size in a new tab', () => {
    render(<MessageContent entry={{ ...base, type: 'image', mediaUrl: URL, content: 'Exame' }} />);
    const link = screen.getByRole('link', { name: 'Abrir imagem em tamanho original' });
    expect(link.getAttribute('href')).toBe(URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img').getAttribute('src')).toBe(URL);
    expect(screen.getByText('Exame')).toBeTruthy();
  });

  it('offers a document as a download named after its file', () => {
    render(
      <MessageContent
        entry={{ ...base, type: 'document', mediaUrl: URL, fileName: 'laudo.pdf' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Baixar laudo.pdf' });
    expect(link.getAttribute('download')).toBe('laudo.pdf');
  });

  it('names a document with its size, as people read it in Brazil', () => {
    render(
      <MessageContent
        entry={{
          ...base,
          type: 'document',
          mediaUrl: URL,
          fileName: 'preparo.pdf',
          fileSize: 1_258_291,
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Baixar preparo.pdf 1,2 MB' });
    expect(link.textContent).toContain('1,2 MB');
  });

  it('links a video, and keeps text as typed', () => {
    const { unmount } = render(
      <MessageContent entry={{ ...base, type: 'video', mediaUrl: URL, fileName: 'raio-x.mp4' }} />,
    );
    expect(screen.getByRole('link', { name: 'Abrir vídeo raio-x.mp4' })).toBeTruthy();
    unmount();
    render(<MessageContent entry={{ ...base, content: 'Linha 1\nLinha 2' }} />);
    expect(screen.getByText(/Linha 1/).textContent).toBe('Linha 1\nLinha 2');
  });
});
