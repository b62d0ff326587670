import {
  CONSENT_WORDING,
  escapeHtml,
  fillTemplate,
  formatNumber,
  showsPledgeFigures,
  type PartnerAccent,
  type PledgeContent,
  type SiteSettings,
} from '@campaign/shared';
import { COLORS, FONTS, RADII, type ThemeName } from '@campaign/shared/design-tokens';

import type { EmbedPartner } from './partner-store';

/**
 * The partner embed's document (`/embed/pledge/:code`): the pledge count and goal, the pledge
 * form (posted as a plain form, so it works without JavaScript) and the answer to a post, all in
 * one small server-rendered page with its styles inline and one tiny script (`/embed/frame.js`)
 * that tells the partner's page its height. No React, no remotes: a partner's visitor loads a
 * few kilobytes (docs/decisions/045-partner-embeds.md; the budget is checked by a test).
 */

export const EMBED_FRAME_SCRIPT_PATH = '/embed/frame.js';

/**
 * What a partner's visitor may load for the embed at most, gzipped: the page (HTML with its CSS)
 * and both scripts. Checked by embed-page.test.ts and `pnpm size`.
 */
export const EMBED_BUDGET_BYTES = 15 * 1024;

/** The message the frame posts to the partner's page (and embed.js listens for). */
export const EMBED_HEIGHT_MESSAGE = 'campaign-embed-height';

/** Background and text of the button and the goal bar for each accent, light and dark. */
const ACCENT_COLORS: Record<PartnerAccent, { fill: keyof typeof COLORS; on: keyof typeof COLORS }> =
  {
    primary: { fill: 'primary', on: 'primaryContrast' },
    accent: { fill: 'accent', on: 'primaryContrast' },
    deep: { fill: 'deep', on: 'deepText' },
  };

/** The colour custom properties of one theme. */
function themeProperties(theme: ThemeName, accent: PartnerAccent): string {
  const { fill, on } = ACCENT_COLORS[accent];
  const pick = (name: keyof typeof COLORS) => COLORS[name][theme];
  return [
    `--bg:${pick('card')}`,
    `--text:${pick('text')}`,
    `--muted:${pick('textMuted')}`,
    `--track:${pick('muted')}`,
    `--line:${pick('inputBorder')}`,
    `--fill:${pick(fill)}`,
    `--on:${pick(on)}`,
    `--bad:${pick('dangerText')}`,
    `--bad-bg:${pick('dangerSoft')}`,
    `--focus:${pick('focus')}`,
    `color-scheme:${theme}`,
  ].join(';');
}

/** The page's styles: the partner's accent in its theme (or both, by the visitor's system). */
export function embedStyles(partner: Pick<EmbedPartner, 'accent' | 'theme' | 'layout'>): string {
  const light = themeProperties('light', partner.accent);
  const dark = themeProperties('dark', partner.accent);
  const colours =
    partner.theme === 'auto'
      ? `:root{${light}}@media (prefers-color-scheme:dark){:root{${dark}}}`
      : `:root{${partner.theme === 'dark' ? dark : light}}`;
  const pad = partner.layout === 'compact' ? '0.75rem' : '1.25rem';
  return (
    colours +
    `*{box-sizing:border-box}html,body{margin:0;background:var(--bg);color:var(--text)}` +
    `body{font:1rem/1.5 ${FONTS.sans};padding:${pad}}` +
    `h1{font:${FONTS.displayWeight} 1.5rem/1.2 ${FONTS.display};margin:0 0 .5rem}` +
    `p{margin:0 0 .75rem}.muted{color:var(--muted);font-size:.875rem}` +
    `.count{font-weight:600;margin:0 0 .25rem}` +
    `.bar{height:.5rem;border-radius:1rem;background:var(--track);overflow:hidden;margin:.25rem 0}` +
    `.bar span{display:block;height:100%;background:var(--fill)}` +
    `form{margin-top:1rem}label{display:block;font-weight:600;margin:.75rem 0 .25rem}` +
    `input{display:block;width:100%;font:inherit;padding:.55rem .7rem;color:var(--text);background:var(--bg);` +
    `border:1px solid var(--line);border-radius:${RADII.sm}rem}` +
    `input[aria-invalid=true]{border-color:var(--bad)}` +
    `:focus-visible{outline:3px solid var(--focus);outline-offset:2px}` +
    `.error{color:var(--bad);font-size:.875rem;margin:.25rem 0 0}` +
    `.alert{background:var(--bad-bg);color:var(--bad);padding:.6rem .8rem;border-radius:${RADII.sm}rem;margin:.75rem 0}` +
    `button{margin-top:1rem;font:inherit;font-weight:700;padding:.65rem 1.2rem;border:0;cursor:pointer;` +
    `border-radius:${RADII.md}rem;background:var(--fill);color:var(--on);width:100%}` +
    `.consent{margin-top:.75rem}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}` +
    `a{color:inherit}.by{margin:1rem 0 0;text-align:center}`
  );
}

/** What the page shows, beside the partner: texts, figures and an answer to a post. */
export interface EmbedView {
  partner: EmbedPartner;
  siteName: string;
  /** The site's origin (PUBLIC_URL), for the "about the campaign" link. */
  publicUrl: string;
  /** The pledge page's texts, as organisers edited them in the console. */
  texts: PledgeContent;
  totalPledges: number | null;
  settings: Pick<SiteSettings, 'displayThreshold' | 'pledgeGoal'>;
  /** The form sent back: its values, a message per field, and a message for the whole form. */
  form?: {
    values: Record<string, string>;
    errors: Record<string, string>;
    message?: string | undefined;
  };
  /** The pledge was taken: the thank-you view. */
  pledged?: boolean;
}

const percentOf = (total: number, goal: number) =>
  goal <= 0 ? 0 : Math.min(100, Math.max(0, Math.floor((total / goal) * 100)));

/** "Join N+ others" and the goal's bar, by the same rules as the site's pledge page. */
function figures({ texts, totalPledges, settings }: EmbedView): string {
  if (totalPledges === null) return '';
  if (!showsPledgeFigures(totalPledges, settings)) {
    return `<p class="count">${escapeHtml(texts.count.beFirst)}</p>`;
  }
  let html =
    totalPledges > 0
      ? `<p class="count">${escapeHtml(fillTemplate(texts.count.joinOthers, { count: `${formatNumber(totalPledges)}+` }))}</p>`
      : '';
  const goal = settings.pledgeGoal;
  if (goal > 0) {
    const percent = percentOf(totalPledges, goal);
    const text = fillTemplate(
      totalPledges >= goal ? texts.count.goalReached : texts.count.goalProgress,
      {
        goal: formatNumber(goal),
        percent: percent === 0 && totalPledges > 0 ? 'less than 1' : String(percent),
        count: formatNumber(totalPledges),
      },
    );
    html +=
      `<div class="bar" role="progressbar" aria-label="Pledges toward the goal" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}">` +
      `<span style="width:${totalPledges > 0 ? Math.max(percent, 2) : 0}%"></span></div>` +
      `<p class="muted">${escapeHtml(text)}</p>`;
  }
  return html;
}

function field(view: EmbedView, name: 'name' | 'email', label: string, attributes: string): string {
  const error = view.form?.errors[name];
  const value = view.form?.values[name] ?? '';
  const id = `embed-${name}`;
  return (
    `<label for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" name="${name}" value="${escapeHtml(value)}" required ${attributes}` +
    (error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '') +
    '>' +
    (error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '')
  );
}

/** The whole document. */
export function embedPage(view: EmbedView): string {
  const { partner, texts } = view;
  const full = partner.layout === 'full';
  const errors = view.form ? Object.keys(view.form.errors).length : 0;
  const message =
    view.form?.message ?? (errors > 0 ? 'Please correct the fields marked below.' : undefined);
  const body = view.pledged
    ? `<h1>${escapeHtml(texts.success.title)}</h1>` +
      `<p role="status">${escapeHtml(texts.success.thanksWithoutCount)}</p>` +
      `<p class="muted">${escapeHtml(texts.success.nextEmail)}</p>`
    : `<h1>${escapeHtml(texts.hero.title)}</h1>` +
      (full ? `<p class="muted">${escapeHtml(texts.pledgeText.text)}</p>` : '') +
      figures(view) +
      `<form method="post" action="" novalidate>` +
      (message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '') +
      field(view, 'name', 'Full Name', 'autocomplete="name" maxlength="100"') +
      field(view, 'email', 'Email Address', 'type="email" autocomplete="email" maxlength="254"') +
      // Bots fill it, people never see it (the site's pledge form has the same).
      `<div class="hp" aria-hidden="true"><label for="embed-website">Website</label>` +
      `<input id="embed-website" name="website" tabindex="-1" autocomplete="off"></div>` +
      `<p class="muted consent">${escapeHtml(CONSENT_WORDING.pledge.text)}</p>` +
      (partner.consentLine ? `<p class="muted">${escapeHtml(partner.consentLine)}</p>` : '') +
      `<button type="submit">Take the Pledge</button></form>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(texts.hero.title)} | ${escapeHtml(view.siteName)}</title>` +
    `<style>${embedStyles(partner)}</style></head><body>` +
    body +
    `<p class="muted by">With <a href="${escapeHtml(view.publicUrl)}/" target="_blank" rel="noopener">${escapeHtml(view.siteName)}</a></p>` +
    `<script src="${EMBED_FRAME_SCRIPT_PATH}" data-origins="${escapeHtml(partner.origins.join(' '))}" async></script>` +
    '</body></html>'
  );
}

/**
 * `/embed/frame.js`: tells the partner's page the document's height whenever it changes, posted
 * to each origin the partner listed (a message to another origin is dropped by the browser).
 */
export const EMBED_FRAME_SCRIPT =
  '(function(){var s=document.currentScript,o=(s&&s.getAttribute("data-origins")||"").split(" "),h=0;' +
  'function p(){var n=Math.ceil(document.documentElement.getBoundingClientRect().height);if(n===h||parent===window)return;h=n;' +
  `for(var i=0;i<o.length;i++)if(o[i])parent.postMessage({type:"${EMBED_HEIGHT_MESSAGE}",height:n},o[i])}` +
  'p();addEventListener("load",p);addEventListener("resize",p);' +
  'if(window.ResizeObserver)new ResizeObserver(p).observe(document.documentElement)})();\n';

/**
 * `/embed.js`, the script partners paste: after itself it inserts the frame of the partner named
 * by its `data-partner`, from the origin it was loaded from, and sizes the frame to the height
 * the frame reports. Partners put a plain link in `<noscript>` for visitors without scripts.
 */
export const EMBED_SCRIPT =
  '(function(){var s=document.currentScript;if(!s)return;var c=s.getAttribute("data-partner");if(!c)return;' +
  'var o=new URL(s.src).origin,f=document.createElement("iframe");' +
  'f.src=o+"/embed/pledge/"+encodeURIComponent(c);f.title=s.getAttribute("data-title")||"Take the pledge";' +
  'f.setAttribute("data-campaign-embed",c);' +
  'f.style.cssText="display:block;width:100%;max-width:40rem;height:36rem;border:0;color-scheme:normal";' +
  's.parentNode.insertBefore(f,s.nextSibling);' +
  'addEventListener("message",function(e){var d=e.data;' +
  `if(e.origin===o&&e.source===f.contentWindow&&d&&d.type==="${EMBED_HEIGHT_MESSAGE}"&&d.height>0&&d.height<1e4)` +
  'f.style.height=d.height+"px"})})();\n';
