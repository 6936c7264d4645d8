"""The log-log plot of benchmarks/shapes.py: time against views, one small panel per shape, as a
hand-written SVG (docs/images/scaling.svg). Same rows → same bytes."""
import math

PANEL_W, PANEL_H = 250, 160          # plotting area of one panel
LEFT, TOP, GAP_X, GAP_Y = 56, 62, 34, 48
COLUMNS = 3

# (row key, legend, colour, dash pattern, stroke width)
SERIES = [
    ("time", "ours: layout solve", "#1f5fa8", "", 2),
    ("bareTime", "ours without presolve", "#c0392b", "6 3", 1.6),
    ("solveSeconds", "ours: solve of the first pass", "#1f5fa8", "2 2", 1.2),
    ("kiwiSeconds", "kiwisolver: the same system", "#27864a", "", 1.4),
]


def decades(values):
    """The powers of ten around `values`, a point just past one (10 001 views) counting as on it."""
    values = [v for v in values if v and v > 0]
    return math.floor(math.log10(min(values)) + 0.01), math.ceil(math.log10(max(values)) - 0.01)


def seconds_label(exponent):
    value = 10.0 ** exponent
    if value >= 1:
        return f"{value:g} s"
    if value >= 1e-3:
        return f"{value * 1e3:g} ms"
    return f"{value * 1e6:g} µs"


def svg(rows, basis):
    shapes = list(dict.fromkeys(r["shape"] for r in rows))
    x0, x1 = decades([r["views"] for r in rows])
    y0, y1 = decades([r.get(key) for r in rows for key, *_ in SERIES])
    x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
    panel_rows = math.ceil(len(shapes) / COLUMNS)
    width = LEFT + COLUMNS * (PANEL_W + GAP_X)
    height = TOP + panel_rows * (PANEL_H + GAP_Y) + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="Helvetica, Arial, sans-serif" font-size="11">',
           f'<rect width="{width}" height="{height}" fill="#fff"/>',
           f'<text x="{LEFT}" y="18" font-size="13" font-weight="bold">Time against views, log-log '
           f'(benchmarks/shapes.py; {basis} time; grey: linear from ≈200 views)</text>']
    for i, (_, name, colour, dash, stroke) in enumerate(SERIES):
        x = LEFT + i * 210
        out.append(f'<line x1="{x}" y1="36" x2="{x + 24}" y2="36" stroke="{colour}" stroke-width="{stroke}"'
                   + (f' stroke-dasharray="{dash}"' if dash else "") + "/>")
        out.append(f'<text x="{x + 30}" y="40">{name}</text>')
    for index, shape in enumerate(shapes):
        ox = LEFT + (index % COLUMNS) * (PANEL_W + GAP_X)
        oy = TOP + (index // COLUMNS) * (PANEL_H + GAP_Y)

        def px(views):
            return ox + (math.log10(views) - x0) / (x1 - x0) * PANEL_W

        def py(seconds):
            return oy + PANEL_H - (math.log10(seconds) - y0) / (y1 - y0) * PANEL_H

        out.append(f'<rect x="{ox}" y="{oy}" width="{PANEL_W}" height="{PANEL_H}" fill="none" stroke="#999"/>')
        out.append(f'<text x="{ox + 6}" y="{oy + 14}" font-weight="bold">{shape}</text>')
        for e in range(x0, x1 + 1):
            x = px(10 ** e)
            out.append(f'<line x1="{x:.1f}" y1="{oy}" x2="{x:.1f}" y2="{oy + PANEL_H}" stroke="#eee"/>')
            out.append(f'<text x="{x:.1f}" y="{oy + PANEL_H + 13}" text-anchor="middle">{10 ** e:g}</text>')
        for e in range(y0, y1 + 1):
            y = py(10.0 ** e)
            out.append(f'<line x1="{ox}" y1="{y:.1f}" x2="{ox + PANEL_W}" y2="{y:.1f}" stroke="#eee"/>')
            if index % COLUMNS == 0:
                out.append(f'<text x="{ox - 4}" y="{y + 4:.1f}" text-anchor="end">{seconds_label(e)}</text>')
        out.append(f'<text x="{ox + PANEL_W / 2}" y="{oy + PANEL_H + 27}" text-anchor="middle" fill="#555">views</text>')
        mine = [r for r in rows if r["shape"] == shape]
        base = min(mine, key=lambda r: abs(math.log(r["views"] / 200)))
        lo, hi = 10 ** x0, 10 ** x1
        per_view = base["time"] / base["views"]
        if per_view * lo > 0:
            out.append(f'<line x1="{px(lo):.1f}" y1="{py(per_view * lo):.1f}" x2="{px(hi):.1f}" '
                       f'y2="{py(per_view * hi):.1f}" stroke="#bbb" stroke-dasharray="3 3"/>')
        out.append(f'<clipPath id="c{index}"><rect x="{ox}" y="{oy}" width="{PANEL_W}" height="{PANEL_H}"/></clipPath>')
        for key, _, colour, dash, stroke in SERIES:
            points = [(px(r["views"]), py(r[key])) for r in mine if r.get(key)]
            if not points:
                continue
            path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
            out.append(f'<polyline clip-path="url(#c{index})" points="{path}" fill="none" stroke="{colour}" '
                       f'stroke-width="{stroke}"' + (f' stroke-dasharray="{dash}"' if dash else "") + "/>")
            out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2" fill="{colour}"/>' for x, y in points]
    out.append("</svg>")
    return "\n".join(out) + "\n"
