/**
 * The colours of a company's brand (`colors` in company.json): the design tokens the app takes
 * and the colour values it reads. The web app sets each token as the CSS variable
 * `--color-<token>`, so a token it does not know, or a value that is no CSS colour, would be
 * dropped without a word, and the app's own colour would stand: the check names both instead.
 */

/** The design tokens a company may colour, as the app's style sheets name them. */
export const BRAND_COLOUR_TOKENS = [
  ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `primary-${n}`),
  "secondary-100",
  "secondary-300",
  "secondary-300-variant",
  "secondary-500",
  "secondary-700",
  ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `neutral-${n}`),
  "success",
  "warning",
  "error",
] as const;

/** The CSS colour names (CSS Color 4's named colours; `transparent` is no brand colour). */
const CSS_COLOUR_NAMES = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue " +
    "blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk " +
    "crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki " +
    "darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
    "darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue " +
    "dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite " +
    "gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki " +
    "lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen " +
    "lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen " +
    "magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen " +
    "mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream " +
    "mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum " +
    "powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown " +
    "seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen " +
    "steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen"
  ).split(" "),
);

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`. */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** A colour function, as the web app's branding takes it (apps/web/src/lib/branding.ts). */
const FUNCTION = /^(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%/\s+-]+\)$/i;

/** Whether the web app takes the value as a colour: a hex colour, a colour function or a CSS name. */
export function isCssColour(value: string): boolean {
  const colour = value.trim();
  return HEX.test(colour) || FUNCTION.test(colour) || CSS_COLOUR_NAMES.has(colour.toLowerCase());
}
