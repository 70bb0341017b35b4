const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The text-escaping helper of spec §5, for text placed into HTML outside React (e-mail bodies, prerendered
 * attributes). Ampersands are escaped too, or "&lt;" typed by a person would render as "<".
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => REPLACEMENTS[ch] ?? ch);
}
