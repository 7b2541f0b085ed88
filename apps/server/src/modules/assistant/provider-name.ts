/** The provider's name as a Responsável knows it, from its base URL's host. */
const KNOWN: Array<[RegExp, string]> = [
  [/(^|\.)openai\.com$/, 'OpenAI'],
  [/(^|\.)openai\.azure\.com$/, 'Azure OpenAI'],
  [/(^|\.)groq\.com$/, 'Groq'],
  [/(^|\.)openrouter\.ai$/, 'OpenRouter'],
  [/(^|\.)mistral\.ai$/, 'Mistral'],
  [/(^|\.)together\.xyz$/, 'Together AI'],
  [/(^|\.)deepseek\.com$/, 'DeepSeek'],
];

export function providerName(baseUrl: string, demo: boolean): string {
  if (demo) return 'Simulador de demonstração (nenhum dado sai deste servidor)';
  const url = new URL(baseUrl);
  const host = url.hostname.toLowerCase();
  for (const [pattern, name] of KNOWN) if (pattern.test(host)) return name;
  if (url.port === '11434') return 'Ollama';
  if (['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) return 'Modelo nesta máquina';
  return host;
}
