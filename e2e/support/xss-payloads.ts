/**
 * Stored-XSS payloads after the OWASP XSS Filter Evasion Cheat Sheet, with the mutation-XSS and
 * namespace-confusion vectors that broke HTML sanitizers since (DOMPurify and sanitize-html
 * advisories). Each one, if its code ever runs, calls `window.__xss(id)` (or `alert(id)`, for
 * the frames and documents of their own that the binding may not reach), so the spec counts every
 * execution and knows which payload it was.
 */

/** The exposed function every payload calls. */
export const XSS_MARKER = '__xss';

export interface XssPayload {
  id: number;
  family: string;
  html: string;
}

/** A payload built around the code it runs: `call` is `__xss(id)`, `alert` is `alert(id)`. */
type Build = (call: string, alert: string) => string;

const codes = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const decimal = (text: string) =>
  codes(text)
    .map((c) => `&#${c};`)
    .join('');
const paddedDecimal = (text: string) =>
  codes(text)
    .map((c) => `&#${String(c).padStart(7, '0')}`)
    .join('');
const hex = (text: string) =>
  codes(text)
    .map((c) => `&#x${c.toString(16)};`)
    .join('');
const hexNoSemicolon = (text: string) =>
  codes(text)
    .map((c) => `&#x${c.toString(16).toUpperCase()}`)
    .join('');
const percent = (text: string) =>
  codes(text)
    .map((c) => `%${c.toString(16).padStart(2, '0')}`)
    .join('');
const jsUnicode = (text: string) =>
  codes(text)
    .map((c) => `\\u${c.toString(16).padStart(4, '0')}`)
    .join('');
const jsHex = (text: string) =>
  codes(text)
    .map((c) => `\\x${c.toString(16).padStart(2, '0')}`)
    .join('');
const cssEscape = (text: string) =>
  codes(text)
    .map((c) => `\\${c.toString(16).padStart(4, '0')}`)
    .join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const scriptOf = (code: string) => `<script>${code}</script>`;

const SCRIPT_TAGS: Build[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<SCRIPT>${c}</SCRIPT>`,
  (c) => `<ScRiPt>${c}</sCrIpT>`,
  (c) => `<script>${c}</script`,
  (c) => `<<SCRIPT>${c}//<</SCRIPT>`,
  (c) => `<SCRIPT SRC=data:text/javascript,${c}></SCRIPT>`,
  (c) => `<SCRIPT/XSS SRC="data:,${c}"></SCRIPT>`,
  (c) => `<SCRIPT/SRC="data:,${c}"></SCRIPT>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<script type="text/javascript">${c};</script>`,
  (c) => `<script type="module">${c}</script>`,
  (c) => `<script ~~~>${c}</script ~~~>`,
  (c) => `<script x>${c}</script y>`,
  (c) => `<script/random>${c}</script>`,
  (c) => `<script\n>${c}</script\n>`,
  (c) => `<ScRipT 5-0*3+9/3=>${c}</ScRipT>`,
  (c) => `</TITLE><SCRIPT>${c}</SCRIPT>`,
  (c) => `</textarea><script>${c}</script>`,
  (c) => `</style><script>${c}</script>`,
  (c) => `"><script>${c}</script>`,
  (c) => `'><script>${c}</script>`,
  (c) => `<!--[if gte IE 4]><SCRIPT>${c}</SCRIPT><![endif]-->`,
  (c) => `<script>/*</script><script>*/${c}</script>`,
  (c) => `<script>eval(atob('${base64(c)}'))</script>`,
  (c) => `<script src="data:text/javascript;base64,${base64(c)}"></script>`,
  (c) => `<script>${jsUnicode('__xss')}(${c.slice(6, -1)})</script>`,
  (c) => `<%<!--'%><script>${c};</script -->`,
  (c) => `<? foo="><script>${c}</script>">`,
  (c) => `<! foo="><script>${c}</script>">`,
  (c) => `</ foo="><script>${c}</script>">`,
  (c) => `<IMG """><SCRIPT>${c}</SCRIPT>">`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><script href="data:,${c}" />`,
  (c) => `<svg><script xlink:href="data:,${c}"></script></svg>`,
  (c) => `<math><script>${c}</script></math>`,
  (c) => `<template><script>${c}</script></template>`,
];

const IMG_TAGS: Build[] = [
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<img src="x" onerror="${c}">`,
  (c) => `<IMG SRC=x ONERROR=${c}>`,
  (c) => `<img src=x oNeRrOr=${c}>`,
  (c) => `<img/src="x"/onerror=${c}>`,
  (c) => `<img src=x onerror    =    "${c}">`,
  (c) => `<img\nsrc=x\nonerror=${c}>`,
  (c) => `<img\tsrc=x\tonerror=${c}>`,
  (c) => `<img src=x onerror='${c}'>`,
  (c) => `<img src=x onerror=${c}//`,
  (c) => `<img src=x onerror="${c}"//`,
  (c) => `<IMG SRC=/ onerror="${c}"></img>`,
  (c) => `<IMG SRC=x onerror=${c}/>`,
  (c) => `<image src=x onerror=${c}>`,
  (c) => `<image/src/onerror=${c}>`,
  (c) => `<img srcset=",,,,,x" onerror=${c}>`,
  (c) => `<picture><source srcset=x><img src=x onerror=${c}></picture>`,
  (c) => `<img src="x:x" onerror="eval(alt)" alt="${c}">`,
  (c) => `<img src=x onerror=${hex(c)}>`,
  (c) => `<img src=x onerror="${decimal(c)}">`,
  (c) => `<img src=x onerror=__xss&#40;${c.slice(6, -1)}&#41;>`,
  (c) => `<img src=x onerror="&#x5f;&#x5f;xss&lpar;${c.slice(6, -1)}&rpar;">`,
  (c) => `<img src=x onerror="${jsUnicode('__xss')}(${c.slice(6, -1)})">`,
  (c) => `<img src=x onerror="eval('${jsHex(c)}')">`,
  (c) => `<img src=x onerror="window['_'+'_xss'](${c.slice(6, -1)})">`,
  (c) => `<img src=x onerror="top['__xss'](${c.slice(6, -1)})">`,
  (c) => `<img src=x onerror="with(top)${c}">`,
  (c) => `<img src=x onerror="Function('${c}')()">`,
  (c) => `<img src=x onerror="setTimeout('${c}')">`,
  (c) => `<img src=x onerror="[${c.slice(6, -1)}].find(__xss)">`,
  (c) => `<img src=x onerror=__xss\`${c.slice(6, -1)}\`>`,
  (c) => `<img src=x onerror="eval(atob('${base64(c)}'))">`,
  (c) => `<<img src=x onerror=${c}>`,
  (c) => `<img src=x onerror=${c} <`,
  (c) => `<IMG SRC=# onmouseover="${c}">`,
  (c) => `<IMG SRC= onmouseover="${c}">`,
  (c) => `<IMG onmouseover="${c}">`,
  (c) => `<img src=x:y onerror=${c}\u0000>`,
  (c) => `<img src="x" alt="\`\`"><img src=x onerror=${c}>`,
  (c) => `<input type=image src=x onerror=${c}>`,
  (c) => `<video src=x onerror=${c}></video>`,
  (c) => `<video><source onerror="${c}"></video>`,
  (c) => `<audio src=x onerror=${c}></audio>`,
  (c) => `<object data=x onerror=${c}></object>`,
];

/** The many spellings of a javascript: address, each put where a browser follows one. */
const JAVASCRIPT_URLS: ((call: string) => string)[] = [
  (c) => `javascript:${c}`,
  (c) => `JaVaScRiPt:${c}`,
  (c) => ` javascript:${c}`,
  (c) => `\u0001javascript:${c}`,
  (c) => `jav\tascript:${c}`,
  (c) => `jav&#x09;ascript:${c}`,
  (c) => `jav&#x0A;ascript:${c}`,
  (c) => `jav&#x0D;ascript:${c}`,
  (c) => ` &#14;  javascript:${c}`,
  (c) => `java&Tab;script:${c}`,
  (c) => `java&NewLine;script:${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `javascript&#58;${c}`,
  (c) => `javascript&#0000058${c}`,
  (c) => `javascript&#x3A;${c}`,
  (c) => decimal(`javascript:${c}`),
  (c) => paddedDecimal(`javascript:${c}`),
  (c) => hex(`javascript:${c}`),
  (c) => hexNoSemicolon(`javascript:${c}`),
  (c) => `javascript:${percent(c)}`,
  (c) => `javascript:${jsUnicode('__xss')}(${c.slice(6, -1)})`,
  (c) => `javascript://%0a${c}`,
  (c) => `javascript://comment%0d%0a${c}`,
  (c) => `javascript:eval(atob('${base64(c)}'))`,
  (c) => `javascript:document.location='javascript:${c}'`,
  (c) => `${percent('javascript')}:${c}`,
  (c) => `vbscript:${c}`,
  (c) => `livescript:${c}`,
];

const JAVASCRIPT_ANCHORS: Build[] = JAVASCRIPT_URLS.map(
  (url) => (c) => `<a href="${url(c)}">Ver ficha</a>`,
);

const JAVASCRIPT_PLACES: Build[] = [
  (c) => `<IMG SRC="javascript:${c};">`,
  (c) => `<IMG SRC=javascript:${c}>`,
  (c) => `<IMG SRC=\`javascript:${c}\`>`,
  (c) => `<IMG SRC=${decimal(`javascript:${c}`)}>`,
  (c) => `<IMG DYNSRC="javascript:${c}">`,
  (c) => `<IMG LOWSRC="javascript:${c}">`,
  (c) => `<a href=javascript:${c}>sin comillas</a>`,
  (c) => `<a target=_blank href="javascript:${c}">nueva pestaña</a>`,
  (c) => `<a href="javascript:void(0)" onclick="${c}">clic</a>`,
  (c) =>
    `<a href="jaVasCript:/*-/*\`/*\\\`/*'/*&quot;/**/(/* */oNcliCk=${c} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${c}//>\\x3e">políglota</a>`,
  (c) => `<iframe src="javascript:${c}"></iframe>`,
  (c) => `<IFRAME SRC="javascript:${c};"></IFRAME>`,
  (c) => `<FRAMESET><FRAME SRC="javascript:${c};"></FRAMESET>`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<form action="javascript:${c}"><input type=submit></form>`,
  (c) => `<form><button formaction="javascript:${c}">Enviar</button></form>`,
  (c) => `<form id="f"></form><button form="f" formaction="javascript:${c}">X</button>`,
  (c) => `<isindex action="javascript:${c}" type=image>`,
  (c) => `<INPUT TYPE="IMAGE" SRC="javascript:${c};">`,
  (c) => `<BODY BACKGROUND="javascript:${c}">`,
  (c) => `<TABLE BACKGROUND="javascript:${c}"><tr><td>x</td></tr></TABLE>`,
  (c) => `<TABLE><TD BACKGROUND="javascript:${c}">x</TD></TABLE>`,
  (c) => `<BGSOUND SRC="javascript:${c};">`,
  (c) => `<LINK REL="stylesheet" HREF="javascript:${c};">`,
  (c) => `<BASE HREF="javascript:${c};//">`,
  (c) => `<BR SIZE="&{${c}}">`,
  (c) => `<math href="javascript:${c}">clic</math>`,
  (c) => `<math><a xlink:href="javascript:${c}">clic</a></math>`,
  (c) =>
    `<math><maction actiontype="statusline#" xlink:href="javascript:${c}">clic</maction></math>`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text x="20" y="20">clic</text></a></svg>`,
  (c) =>
    `<svg><a><animate attributeName=href values=javascript:${c} /><text x=20 y=20>clic</text></a></svg>`,
  (c) => `<svg><set attributeName="onload" to="${c}" /></svg>`,
  (c) => `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:${c}"></B></I></XML>`,
];

const DATA_URLS: Build[] = [
  (_c, a) => `<a href="data:text/html,${scriptOf(a)}">datos</a>`,
  (_c, a) => `<a href="data:text/html;base64,${base64(scriptOf(a))}">datos</a>`,
  (_c, a) => `<iframe src="data:text/html;base64,${base64(scriptOf(a))}"></iframe>`,
  (_c, a) => `<iframe src="data:text/html,${scriptOf(a)}"></iframe>`,
  (_c, a) => `<object data="data:text/html;base64,${base64(scriptOf(a))}"></object>`,
  (_c, a) => `<embed src="data:text/html;base64,${base64(scriptOf(a))}">`,
  (_c, a) =>
    `<EMBED SRC="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${a}"/>`)}" type="image/svg+xml">`,
  (_c, a) =>
    `<img src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${a}"/>`)}">`,
  (_c, a) =>
    `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(scriptOf(a))}">`,
  (c) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${c};">`,
  (c) => `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:${c};">`,
  (c) => `<META HTTP-EQUIV="Set-Cookie" Content="USERID=<SCRIPT>${c}</SCRIPT>">`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c}&gt;"></iframe>`,
  (c) => `<iframe srcdoc="${hex(`<svg onload=parent.${c}>`)}"></iframe>`,
  (c) => `<iframe src=x onload=${c}></iframe>`,
  (c) => `<iframe onload="${c}"></iframe>`,
  (c) => `<frameset onload=${c}>`,
];

const STYLE_VECTORS: Build[] = [
  (c) => `<style onload=${c}></style>`,
  (c) => `<style>@import'javascript:${c}';</style>`,
  (c) => `<STYLE TYPE="text/javascript">${c};</STYLE>`,
  (c) => `<STYLE>.XSS{background-image:url("javascript:${c}");}</STYLE><A CLASS=XSS></A>`,
  (c) => `<STYLE type="text/css">BODY{background:url("javascript:${c}")}</STYLE>`,
  (c) => `<style>*{x:expression(${c})}</style>`,
  (c) => `<IMG STYLE="xss:expr/*XSS*/ession(${c})">`,
  (c) => `<XSS STYLE="xss:expression(${c})">`,
  (c) => `<DIV STYLE="background-image: url(javascript:${c})">x</DIV>`,
  (c) => `<DIV STYLE="background-image:${cssEscape(`url('javascript:${c}')`)}">x</DIV>`,
  (c) => `<DIV STYLE="width: expression(${c});">x</DIV>`,
  (c) => `<div style="x:${cssEscape('expression')}(${c})">x</div>`,
  (c) => `<span style="behavior:url(#default#time2)" onbegin="${c}">x</span>`,
  (c) => `<link rel=stylesheet href="data:text/css,x" onload=${c}>`,
  (c) =>
    `<style>@keyframes xss{}</style><xss style="animation-name:xss" onanimationstart="${c}"></xss>`,
  (c) => `<p style="animation:none" onanimationend="${c}">x</p>`,
  (c) => `<style><img src="</style><img src=x onerror=${c}>"></style>`,
];

const SVG_VECTORS: Build[] = [
  (c) => `<svg onload=${c}>`,
  (c) => `<svg/onload=${c}>`,
  (c) => `<svg onload=${c}//`,
  (c) => `<SVG ONLOAD="${c}"></SVG>`,
  (c) => `<svg><g onload="${c}"></g></svg>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><animate onend=${c} attributeName=x dur=0.1s>`,
  (c) => `<svg><animatetransform onbegin=${c} attributeName=transform>`,
  (c) => `<svg><discard onbegin=${c}>`,
  (c) => `<svg><image href=x onerror=${c} />`,
  (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>`,
  (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  (c) => `<svg><title><img src=x onerror=${c}></title></svg>`,
  (c) => `<svg><desc><![CDATA[</desc><img src=x onerror=${c}>]]></svg>`,
  (c) => `<svg><![CDATA[><img src=x onerror=${c}>]]></svg>`,
  (c) =>
    `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${c}</handler></svg>`,
  (c) => `<svg><p><style><img src=x onerror=${c}></p></svg>`,
];

/** Markup a sanitizer reads one way and the browser, on re-parsing its output, another. */
const MUTATION_VECTORS: Build[] = [
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`,
  (c) => `<noembed><img title="</noembed><img src=x onerror=${c}>"></noembed>`,
  (c) => `<noframes><img title="</noframes><img src=x onerror=${c}>"></noframes>`,
  (c) => `<xmp><img title="</xmp><img src=x onerror=${c}>"></xmp>`,
  (c) => `<iframe><img title="</iframe><img src=x onerror=${c}>"></iframe>`,
  (c) => `<textarea><img title="</textarea><img src=x onerror=${c}>"></textarea>`,
  (c) => `<title><img title="</title><img src=x onerror=${c}>"></title>`,
  (c) => `<style><img title="</style><img src=x onerror=${c}>"></style>`,
  (c) => `<template><style></template><img src=x onerror=${c}></style>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${c}&gt;">`,
  (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
  (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`,
  (c) => `<svg><p><style><a id="</style><img src=1 onerror=${c}>"></p></svg>`,
  (c) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${c}>"></style></h1>`,
  (c) => `<math><mi xlink:href="data:x,<script>${c}</script>">x</mi></math>`,
  (c) =>
    `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=${c}>">`,
  (c) => `<div title="</div><img src=x onerror=${c}>">x</div>`,
  (c) => `<p title="&quot;><img src=x onerror=${c}>">x</p>`,
  (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
  (c) => `<![CDATA[><img src=x onerror=${c}>]]>`,
  (c) => `<a title="\`\`><img src=x onerror=${c}>">x</a>`,
  (c) => `<table><td><a title="</table><img src=x onerror=${c}>">x</a></td></table>`,
  (c) => `<p id="</p><svg onload=${c}>">x</p>`,
  (c) => `<img alt="<x" title="/><img src=x onerror=${c}>">`,
  (c) => `<a href="https://example.com/" title="</a><img src=x onerror=${c}>">enlace</a>`,
  // A replacement pattern, should a page be spliced into its template with String#replace.
  (c) => `<p>$\` $' $& <img src=x onerror=${c}></p>`,
  (c) => `<plaintext><img src=x onerror=${c}>`,
];

/** Handlers a sanitizer must strip even though nothing fires them while the spec looks. */
const EVENT_HANDLERS = [
  'onclick',
  'ondblclick',
  'onmousedown',
  'onmouseup',
  'onmouseover',
  'onmousemove',
  'onmouseout',
  'onmouseenter',
  'onmouseleave',
  'onkeydown',
  'onkeypress',
  'onkeyup',
  'onfocus',
  'onblur',
  'onfocusin',
  'onfocusout',
  'oninput',
  'onchange',
  'onbeforeinput',
  'onselect',
  'onselectstart',
  'oncopy',
  'oncut',
  'onpaste',
  'ondrag',
  'ondragstart',
  'ondragend',
  'ondragenter',
  'ondragover',
  'ondrop',
  'onscroll',
  'onscrollend',
  'onwheel',
  'ontouchstart',
  'onpointerdown',
  'onpointerenter',
  'onpointerover',
  'onauxclick',
  'oncontextmenu',
  'onanimationstart',
  'onanimationiteration',
  'ontransitionend',
  'ontransitionrun',
  'onplay',
  'oncanplay',
  'onloadstart',
  'onprogress',
  'oninvalid',
  'onsubmit',
  'onreset',
  'ontoggle',
  'onbeforetoggle',
  'onresize',
  'onpageshow',
  'onhashchange',
  'onpopstate',
  'onmessage',
  'onbeforeprint',
  'onsecuritypolicyviolation',
  'oncontentvisibilityautostatechange',
];

const HANDLERS_THAT_FIRE: Build[] = [
  (c) => `<BODY ONLOAD=${c}>`,
  (c) => `<body onpageshow=${c}>`,
  (c) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${c}>`,
  (c) => `<details open ontoggle=${c}><summary>x</summary></details>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<select autofocus onfocus=${c}></select>`,
  (c) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c) => `<keygen autofocus onfocus=${c}>`,
  (c) => `<div contenteditable autofocus onfocus=${c}>x</div>`,
  (c) => `<a id=x tabindex=1 autofocus onfocusin=${c}>x</a>`,
  (c) => `<input onblur=${c} autofocus><input autofocus>`,
  (c) => `<marquee onstart=${c}>x</marquee>`,
  (c) => `<p popover id=p onbeforetoggle=${c}>x</p>`,
  (c) => `<div onpointerover=${c} style="position:fixed;inset:0">x</div>`,
];

const HANDLER_SPREAD: Build[] = EVENT_HANDLERS.map(
  (handler, i) => (c) =>
    i % 3 === 0
      ? `<div ${handler}="${c}">x</div>`
      : i % 3 === 1
        ? `<a href="https://example.com/" ${handler}=${c}>x</a>`
        : `<p><span ${handler.toUpperCase()}='${c}'>x</span></p>`,
);

const ALERTS: Build[] = [
  (_c, a) => `<script>${a}</script>`,
  (_c, a) => `<img src=x onerror=${a}>`,
  (_c, a) => `<svg onload=${a}>`,
  (_c, a) => `<a href="javascript:${a}">x</a>`,
  (_c, a) => `<iframe srcdoc="<script>${a}</script>"></iframe>`,
  (_c, a) => `<details open ontoggle=confirm(${a.slice(6, -1)})><summary>x</summary></details>`,
  (_c, a) => `<img src=x onerror=prompt(${a.slice(6, -1)})>`,
];

const FAMILIES: [string, Build[]][] = [
  ['script', SCRIPT_TAGS],
  ['img', IMG_TAGS],
  ['javascript-url', JAVASCRIPT_ANCHORS],
  ['javascript-place', JAVASCRIPT_PLACES],
  ['data-frame-meta', DATA_URLS],
  ['style', STYLE_VECTORS],
  ['svg', SVG_VECTORS],
  ['mutation', MUTATION_VECTORS],
  ['handler-fires', HANDLERS_THAT_FIRE],
  ['handler', HANDLER_SPREAD],
  ['dialog', ALERTS],
];

/** Every payload, numbered from 1; each calls `__xss(id)` or `alert(id)` with its own id. */
export const XSS_PAYLOADS: readonly XssPayload[] = FAMILIES.flatMap(([family, builds]) =>
  builds.map((build) => ({ family, build })),
).map(({ family, build }, index) => {
  const id = index + 1;
  return { id, family, html: build(`${XSS_MARKER}(${id})`, `alert(${id})`) };
});
