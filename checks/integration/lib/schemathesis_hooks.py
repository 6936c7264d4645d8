"""The API's rules that OpenAPI 3.0 cannot state, for schemathesis (50_schemathesis.sh).

openapi.yaml states every rule about one value (types, ranges, enums, which keys go together,
the catalog's device ids). A few rules relate values to each other, and those it can only say
in words (each is in the description of the schema it concerns): the server answers 422 for
each, rightly, so a request that breaks one is not "valid data the API should accept".

For a *positive* case (one schemathesis generated as schema-valid), `map_case` mends the two
rules most cases break — it renames repeated view ids and sends `strict=false` — and
`filter_case` drops a case that breaks one of the others. Negative cases are left alone: they
are invalid already, and the server must refuse them. Each rule is conservative (it may drop a
case the server would accept, never keep one it refuses), so nothing here can hide a real
failure of positive data acceptance.
"""
import atexit
import collections
import math
import os
import re

import schemathesis

IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# The server's defaults (LayoutLimits, KeyframeLimits): 50_schemathesis.sh starts it with them.
MAX_STRING_BYTES = 4096
MAX_KEYFRAMES = 10_000
MAX_FRAMES = 500_000
MAX_SAMPLES = 500_000
MAX_TARGETS = 256
CATALOG_TARGETS = 50  # every device of the catalog, both orientations (/v1/validate's default)


def views(view):
    """Every view of the tree under `view`, depth first."""
    if not isinstance(view, dict):
        return []
    found = [view]
    for child in view.get("subviews") or []:
        found += views(child)
    return found


def entries(constraints):
    """Every constraint entry, groups' members included."""
    found = []
    for entry in constraints if isinstance(constraints, list) else []:
        found.append(entry)
        if isinstance(entry, dict) and "constraints" in entry:
            found += entries(entry["constraints"])
    return found


def breaks_document_rules(document):
    constraints = entries(document.get("constraints"))
    metric_tables = [document.get("metrics")] + [e.get("metrics") for e in constraints if isinstance(e, dict)]
    if any(not IDENTIFIER.match(name) for table in metric_tables if isinstance(table, dict) for name in table):
        return "metric names are identifiers"
    texts = [e for e in constraints if isinstance(e, str)]
    texts += [e.get(k) for e in constraints if isinstance(e, dict) for k in ("expression", "visualFormat") if isinstance(e.get(k), str)]
    if any(len(text.encode("utf-8")) > MAX_STRING_BYTES for text in texts):
        return "a constraint string is at most 4 096 UTF-8 bytes"
    for entry in constraints:
        if isinstance(entry, dict) and isinstance(entry.get("expression"), str):
            expression = entry["expression"]
            if "id" in entry and re.match(r"\s*[A-Za-z_][A-Za-z0-9_]*\s*:", expression):
                return "an expression's id prefix equals its object's id"
            if "priority" in entry and "@" in expression:
                return "a priority is given once"
    if breaks_target_rules(document.get("designTarget")):
        return "a custom screen has room"
    return None


def breaks_target_rules(target):
    """A custom screen whose insets or side margins leave no room, or whose keyboard is taller
    than it."""
    if not isinstance(target, dict) or not isinstance(target.get("size"), dict):
        return False
    size, insets = target["size"], target.get("safeAreaInsets") or {}
    width, height = size.get("width", 0), size.get("height", 0)
    if insets.get("left", 0) + insets.get("right", 0) >= width or insets.get("top", 0) + insets.get("bottom", 0) >= height:
        return True
    if 2 * target.get("sideMargin", 0) >= width:
        return True
    return target.get("keyboardHeight", 0) > height


def targets(body, query, bare):
    """The request's targets as the server counts them (`{}` for one that is not a custom screen)."""
    if bare:
        if "devices" in query:
            return [{}] * (len(query_list(query["devices"])) * len(query_list(query.get("orientations", "a,b"))))
        return [{}] if "device" in query else [{}] * CATALOG_TARGETS
    if "target" in body:
        return [body["target"]]
    if "targets" in body:
        return list(body["targets"])
    if "devices" in body:
        return [{}] * (len(body["devices"]) * len(body.get("orientations") or ["portrait", "landscape"]))
    return [{}] * CATALOG_TARGETS


ONE_SCREEN_OPTIONS = ("orientation", "multitasking", "keyboard", "layoutDirection")


def query_list(value):
    """A comma-separated query value's items (schemathesis sends an array parameter that way)."""
    return value if isinstance(value, list) else str(value).split(",")


def breaks_query_rules(query):
    """The query names its targets one way: `device` (one screen and its options) or `devices`
    (with `orientations`), never both, and `orientations` only with `devices`."""
    if "devices" in query:
        if "device" in query:
            return "the query names its targets one way: device or devices"
        if any(key in query for key in ONE_SCREEN_OPTIONS):
            return "devices takes orientations, not the one screen's options"
    elif "orientations" in query:
        return "orientations goes with devices"
    return None


def keyframes(animation):
    duration, fps = animation.get("duration", 0.25), animation.get("fps", 60)
    return math.ceil(duration * fps) + 1


def breaks_request_rules(body, query, path):
    bare = "document" not in body
    document = body if bare else body["document"]
    if not isinstance(document, dict):
        return None
    reason = breaks_document_rules(document) or breaks_query_rules(query)
    if reason:
        return reason
    if bare and "device" not in query and "devices" not in query and not path.endswith("/validate"):
        return "a bare document gets its target from ?device or ?devices"
    if bare and "device" in query and query.get("multitasking", "full") != "full":
        return "a Split View pane needs an iPad that has it (the query cannot say which device is one)"
    states = [] if bare else body.get("states") or []
    for state in states:
        if any(state.get(key) for key in ("constants", "priorities", "activate", "deactivate")):
            return "a state names constraint ids of the document"
        if breaks_target_rules(state.get("target")):
            return "a custom screen has room"
    if any(breaks_target_rules(target) for target in targets(body, query, bare)):
        return "a custom screen has room"
    count = len(targets(body, query, bare))
    if count > MAX_TARGETS:
        return "at most 256 targets"
    animated = [state["animation"] for state in states if isinstance(state.get("animation"), dict)]
    if any(keyframes(animation) > MAX_KEYFRAMES for animation in animated):
        return "an animation has at most 10 000 keyframes"
    view_count = len(views(document.get("root")))
    output = {} if bare else body.get("output") or {}
    if count * view_count * (1 + (1 if output.get("windowFrames") else 0) + len(states)) > MAX_FRAMES:
        return "the request's frames are within --max-frames"
    if sum(keyframes(animation) for animation in animated) * view_count * count > MAX_SAMPLES:
        return "the request's keyframe samples are within --max-keyframe-samples"
    return None


# How many positive cases each rule dropped, and how many were kept: written to
# $SCHEMATHESIS_HOOKS_REPORT at exit, so the check can show that the rules leave most cases in.
counts = collections.Counter()


@atexit.register
def report():
    path = os.environ.get("SCHEMATHESIS_HOOKS_REPORT")
    if path:
        with open(path, "w") as f:
            for reason, count in counts.most_common():
                f.write(f"{count:6d}  {reason}\n")


def is_positive_post(case):
    meta = case.meta
    return (meta is not None and meta.generation.mode.is_positive and case.method.upper() == "POST"
            and isinstance(case.body, dict))


def unique_ids(document):
    """Renames a repeated view id `a` to `a_2`, `a_3`, … (still an identifier)."""
    seen = set()
    for view in views(document.get("root") if isinstance(document, dict) else None):
        base, number = view.get("id"), 1
        while view.get("id") in seen:
            number += 1
            view["id"] = f"{base}_{number}"
        seen.add(view.get("id"))
        if number > 1:
            counts["mended: view ids are unique"] += 1


def mend_query_targets(case):
    """Generated queries often name targets both ways (`device` and `devices`): such a case keeps
    `device`. Mended here, not in map_case: schemathesis filters a case before it maps it."""
    if case.query and "devices" in case.query and (
            "device" in case.query or any(key in case.query for key in ONE_SCREEN_OPTIONS)):
        for key in ("devices", "orientations"):
            case.query.pop(key, None)
        counts["mended: the query names its targets one way (device or devices)"] += 1
    if case.query and "orientations" in case.query and "devices" not in case.query:
        case.query.pop("orientations")
        counts["mended: orientations goes with devices"] += 1


@schemathesis.hook
def filter_case(context, case):
    if is_positive_ib_post(case):
        counts["dropped: an Interface Builder body is a storyboard or xib, not any bytes"] += 1
        return False
    if not is_positive_post(case):
        return True
    mend_query_targets(case)
    reason = breaks_request_rules(case.body, dict(case.query or {}), case.path)
    counts[f"dropped: {reason}" if reason else "kept (positive POST cases sent)"] += 1
    return reason is None


def is_positive_ib_post(case):
    """An Interface Builder body in a case positive in every component: openapi.yaml can only
    call the body bytes (that it is a well-formed iOS storyboard or xib it says in words), and
    generated bytes never are one. Such cases are dropped; the importer's answers to real files
    are checked by the unit tests, the README's example and the corpus check."""
    meta = case.meta
    return (meta is not None and meta.generation.mode.is_positive
            and all(component.mode.is_positive for component in meta.components.values())
            and case.method.upper() == "POST" and not isinstance(case.body, dict)
            and "xml" in (case.media_type or ""))


@schemathesis.hook
def map_case(context, case):
    if not is_positive_post(case):
        return case
    if case.query and "scene" in case.query:
        # ?scene picks a tree of an Interface Builder body; with a JSON body it is refused.
        case.query.pop("scene")
        counts["mended: ?scene goes with an Interface Builder body only"] += 1
    unique_ids(case.body.get("document", case.body))
    if case.query and case.query.get("strict") in (True, "true"):
        # strict=true answers 422 when the layout has an error diagnostic, which no schema predicts.
        case.query["strict"] = "false"
        counts["mended: strict=true answers 422 for a layout with errors"] += 1
    return case
