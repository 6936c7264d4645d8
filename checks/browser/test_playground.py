"""The playground at / in a real browser: every acceptance item of the page, against a live
layoutd. Run by checks/browser/playground.sh (and so by scripts/test.sh)."""
import json
import os
import re
import subprocess

from conftest import ROOT, answers, wait_for_answer

TOLERANCE = 0.01  # points: the drawing's rectangles against the API's frames
SCREENSHOTS = os.environ.get("LAYOUTD_SCREENSHOT_DIR")


def example(name):
    with open(os.path.join(ROOT, "examples", name + ".json")) as file:
        return file.read()


def drawn(page, scope="#drawing"):
    """{view id: (x, y, width, height)} of the rectangles drawn in `scope`."""
    return page.eval_on_selector_all(f"{scope} g[data-view]", """groups => Object.fromEntries(groups
        .filter(g => !g.classList.contains('absent'))
        .map(g => [g.dataset.view, ['x', 'y', 'width', 'height'].map(k => Number(g.firstChild.getAttribute(k)))]))""")


def expect_frames(drawing, window_frames):
    assert list(drawing) == list(window_frames), "one rectangle per view, in document order"
    for view, frame in window_frames.items():
        expected = (frame["x"], frame["y"], frame["width"], frame["height"])
        assert all(abs(a - b) <= TOLERANCE for a, b in zip(drawing[view], expected)), (view, drawing[view], expected)


def choose(page, select, value):
    before = answers(page)
    page.select_option(select, value)
    return wait_for_answer(page, before)


def type_document(page, text):
    before = answers(page)
    page.fill("#doc", text)
    return wait_for_answer(page, before)


def screenshot(page, name):
    if SCREENSHOTS:
        page.screenshot(path=os.path.join(SCREENSHOTS, name))


def test_the_page_and_its_files_are_served_with_a_strict_policy_and_validators(server):
    status, headers, html = server.request("/", headers={"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert headers["Content-Encoding"] == "gzip"
    policy = headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert headers["Cache-Control"] == "no-cache"
    status, _, _ = server.request("/", headers={"If-None-Match": headers["ETag"]})
    assert status == 304
    page = open(os.path.join(ROOT, "playground", "index.html")).read()
    assert not re.search(r"<script(?![^>]*\bsrc=)", page), "no inline script"
    assert not re.search(r"\sstyle=|<style|\son[a-z]+=", page), "no inline style or handler"
    total = 0
    for name in sorted(os.listdir(os.path.join(ROOT, "playground"))):
        status, headers, body = server.request("/" if name == "index.html" else "/playground/" + name)
        assert status == 200, name
        total += len(body)
    assert total < 100 * 1024, f"the page is {total} bytes"


def test_seed_000_on_iphone_6_draws_one_rectangle_per_view_at_the_api_frames(open_page, server):
    page = open_page().page
    assert page.input_value("#example") == "seed-000-profile"
    assert page.input_value("#device") == "iphone-6" and page.input_value("#orientation") == "portrait"
    result = server.layout(example("seed-000-profile"), {"device": "iphone-6", "orientation": "portrait"},
                           {"windowFrames": True})
    expect_frames(drawn(page), result["windowFrames"])
    assert page.locator("#frames tbody tr").count() == len(result["frames"])


def test_landscape_changes_the_drawing(open_page, server):
    page = open_page().page
    portrait = drawn(page)
    choose(page, "#orientation", "landscape")
    landscape = drawn(page)
    assert landscape != portrait
    assert page.get_attribute("#drawing svg", "viewBox").split()[2:] == ["683", "391"]  # 667×375 + bezel
    result = server.layout(example("seed-000-profile"), {"device": "iphone-6", "orientation": "landscape"},
                           {"windowFrames": True})
    expect_frames(landscape, result["windowFrames"])


def test_all_devices_shows_one_panel_per_catalog_target(open_page, server):
    page = open_page().page
    choose(page, "#mode", "all")
    devices = json.loads(server.request("/v1/devices")[2])["devices"]
    panels = page.locator("#drawing figure.panel")
    assert panels.count() == 2 * len(devices)
    captions = page.locator("#drawing figcaption").all_inner_texts()
    assert captions[0] == f"{devices[0]['names'][0]} · portrait"
    assert captions[1] == f"{devices[0]['names'][0]} · landscape"
    # Every panel draws every view of the document.
    assert page.locator("#drawing figure.panel g[data-view]:not(.absent)").count() == 2 * len(devices) * 6
    page.set_viewport_size({"width": 1600, "height": 1000})
    screenshot(page, "playground-all-devices.png")


def test_a_syntax_error_marks_its_line(open_page):
    watched = open_page()
    page = watched.page
    watched.expect_status(400)
    lines = page.input_value("#doc").split("\n")
    assert lines[8].strip().startswith('{ "id": "nameLabel"')
    lines[8] = lines[8].replace('"id": "nameLabel"', '"id" "nameLabel"')  # the colon is missing
    type_document(page, "\n".join(lines))
    assert page.locator(".gutter .error").all_inner_texts() == ["9"]
    mark = page.locator("#doc-editor mark.error")
    assert mark.count() == 1
    # The mark is where the colon is missing: after `"id" ` on line 9.
    offset = page.evaluate("""() => {
        const layer = document.querySelector('#doc-editor .marks');
        const mark = layer.querySelector('mark.error');
        let text = '';
        for (const node of layer.childNodes) { if (node === mark) break; text += node.textContent; }
        return text.length;
    }""")
    document = "\n".join(lines)
    assert document[offset:].startswith('"nameLabel"'), document[offset:offset + 20]
    assert page.locator("#doc-problems li").inner_text().startswith("line 9")
    assert "error" in page.get_attribute("#status", "class")
    # The message counts lines as the editor does (not the request body, one line longer).
    problem = page.locator("#doc-problems li").inner_text()
    assert "line 9, column" in problem and "line 10" not in problem, problem
    assert "line 9, column" in page.inner_text("#status")


def test_while_the_document_does_not_parse_the_last_answer_is_marked_stale(open_page):
    watched = open_page()
    page = watched.page
    watched.expect_status(400)
    assert page.locator("#frames tbody tr").count() > 0
    type_document(page, page.input_value("#doc").replace('"id": "nameLabel"', '"id" "nameLabel"'))
    # No claim about diagnostics of a document that has none, and the old frames dimmed.
    assert "No diagnostics" not in page.inner_text("#diagnostics")
    assert "no diagnostics until it solves" in page.inner_text("#diagnostics")
    assert "stale" in page.get_attribute("#frames", "class")
    assert "stale" in page.inner_text("#frames-target")
    assert "stale" in page.get_attribute("#drawing", "class")
    # Fixed, the page shows the new answer as current again.
    type_document(page, page.input_value("#doc").replace('"id" "nameLabel"', '"id": "nameLabel"'))
    assert "stale" not in (page.get_attribute("#frames", "class") or "")
    assert "stale" not in page.inner_text("#frames-target")


# The boxes of the ids a drawing shows (in CSS pixels), with each id's view rectangle.
ID_BOXES = """root => [...root.querySelectorAll('g.view')]
    .filter(g => !g.classList.contains('absent'))
    .map(g => ({ id: g.dataset.view ?? g.querySelector('title').textContent, text: g.querySelector('text.id, text:not(.text text)') }))
    .filter(({ text }) => text && text.getAttribute('visibility') !== 'hidden' && getComputedStyle(text).visibility !== 'hidden')
    .map(({ id, text }) => {
        const t = text.getBoundingClientRect(), r = text.parentNode.querySelector('rect').getBoundingClientRect();
        return { id, box: [t.left, t.top, t.right, t.bottom], view: [r.left, r.top, r.right, r.bottom] };
    })"""


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def expect_ids_apart(boxes, where):
    """No two ids' text boxes overlap, and each id lies inside its view (0.5 px for rounding)."""
    assert boxes, f"{where}: some id is drawn"
    for i, a in enumerate(boxes):
        inside = (a["box"][0] >= a["view"][0] - 0.5 and a["box"][2] <= a["view"][2] + 0.5
                  and a["box"][1] >= a["view"][1] - 0.5 and a["box"][3] <= a["view"][3] + 0.5)
        assert inside, f"{where}: {a['id']}'s id reaches outside its view"
        for b in boxes[i + 1:]:
            assert not overlaps(a["box"], b["box"]), f"{where}: {a['id']} and {b['id']} overlap"


SEEDS = sorted(name[:-5] for name in os.listdir(os.path.join(ROOT, "examples")) if name.startswith("seed-"))


def test_no_two_view_ids_overlap_on_the_seed_examples(open_page, server, browser):
    page = open_page().page
    for orientation in ("portrait", "landscape"):
        if page.input_value("#orientation") != orientation:
            choose(page, "#orientation", orientation)
        for name in SEEDS:
            if page.input_value("#example") != name:
                choose(page, "#example", name)
            expect_ids_apart(page.eval_on_selector("#drawing svg", ID_BOXES), f"playground {name} {orientation}")
    # The same in the service's pictures, drawn by the browser from /v1/render (a page of its own:
    # the pictures carry their style sheet, which the playground's policy would refuse inline).
    pictures = browser.new_page()
    try:
        for name in SEEDS:
            for orientation in ("portrait", "landscape"):
                status, _, svg = server.request(f"/v1/render?device=iphone-6&orientation={orientation}", example(name),
                                                {"Content-Type": "application/json"})
                assert status == 200, name
                pictures.set_content(svg.decode())
                expect_ids_apart(pictures.eval_on_selector("svg > g.panel", ID_BOXES), f"render {name} {orientation}")
    finally:
        pictures.close()


def test_the_conflicting_login_lists_the_conflict_and_highlights_its_sources_and_views(open_page):
    page = open_page().page
    choose(page, "#example", "seed-003-login-mistakes")
    conflict = page.locator("#diagnostics li[data-code=unsatisfiable_constraints]")
    assert conflict.count() == 1
    assert "UIKit breaks userLeft10" in conflict.inner_text()
    conflict.locator("button.message").click()
    marks = page.locator("#doc-editor mark")
    assert sorted(marks.evaluate_all("ms => ms.map(m => [m.className, m.textContent])")) == [
        ["broken", "userLeft10: userField.left == loginView.left + 10"],
        ["conflict", "userLeft20: userField.left == loginView.left + 20"],
    ]
    assert "broken" in page.get_attribute("#drawing g[data-view=userField]", "class")
    assert "conflict" in page.get_attribute("#drawing g[data-view=loginView]", "class")
    assert "UIKit breaks userLeft10" in page.inner_text("#conflict-note")
    screenshot(page, "playground-conflict.png")
    # The UIKit console log is one click away.
    conflict.locator("button.log").click()
    assert "Will attempt to recover by breaking constraint" in page.inner_text("#console")


def test_hovering_a_view_shows_its_frame_and_clicking_it_lists_its_constraints(open_page):
    page = open_page().page
    choose(page, "#example", "seed-003-login-mistakes")
    page.hover("#drawing g[data-view=userField] rect")
    assert page.is_visible("#tooltip")
    assert page.inner_text("#tooltip") == "userField (20, 15) 200 × 30"
    page.click("#drawing g[data-view=loginView] rect", force=True)
    assert "selected" in page.get_attribute("#drawing g[data-view=loginView]", "class")
    listed = page.locator("#inspector li").all_inner_texts()
    assert any("loginView.centerX == root.centerX" in item for item in listed), listed
    assert any("userLeft10 (broken)" in item for item in listed), listed
    # A VFL constraint is highlighted by its source range: the 304 of H:[loginView(304)].
    button = page.locator("#inspector button", has_text="loginView.width == 304")
    button.click()
    assert page.locator("#doc-editor mark").all_inner_texts() == ["304"]


def test_the_keyboard_state_plays_its_keyframes(open_page):
    page = open_page().page
    choose(page, "#example", "seed-003-login")
    before = answers(page)
    page.click("#states-pane summary")
    page.fill("#states", json.dumps([{"name": "keyboard", "keyboard": True, "constants": {"loginCenterY": -10},
                                      "animation": {"duration": 0.25, "curve": "easeInOut", "fps": 60}}]))
    wait_for_answer(page, before)
    page.select_option("#state", "keyboard")
    # Record loginView's y at every display frame until the animation ends.
    page.evaluate("""() => {
        window.seen = [];
        let started = false;
        const drawing = document.getElementById('drawing');
        const rect = drawing.querySelector('g[data-view=loginView] rect');
        const sample = () => {
            started ||= Boolean(drawing.dataset.playing);
            window.seen.push(Number(rect.getAttribute('y')));
            if (!started || drawing.dataset.playing) requestAnimationFrame(sample);
            else window.played = true;
        };
        requestAnimationFrame(sample);
    }""")
    page.click("#play")
    page.wait_for_function("() => window.played")
    seen = page.evaluate("() => window.seen") + [drawn(page)["loginView"][1]]
    moving = [y for y in seen if 248.5 < y < 258.5]
    assert 258.5 in seen and seen[-1] == 248.5, seen
    assert len(set(moving)) >= 5, f"too few in-between frames: {seen}"
    assert seen.index(258.5) < seen.index(moving[0]), "the animation starts from the base layout"
    assert all(a >= b for a, b in zip(seen[seen.index(258.5):], seen[seen.index(258.5) + 1:])), seen


def downloads(page, folder):
    """{button: path} of the Export menu's three downloads, saved in `folder`."""
    page.click(".export summary")
    files = {}
    for button in ("#download-svg", "#download-json", "#download-curl"):
        with page.expect_download() as download:
            page.click(button)
        files[button] = folder / download.value.suggested_filename
        download.value.save_as(files[button])
    return files


def test_the_downloads_are_the_svg_the_answer_and_a_curl_command_that_repeats_the_request(open_page, server, tmp_path):
    page = open_page().page
    choose(page, "#example", "seed-003-login")
    files = downloads(page, tmp_path)
    assert files["#download-svg"].read_text().startswith("<?xml") and "<svg" in files["#download-svg"].read_text()
    answer = json.loads(files["#download-json"].read_text())
    assert answer["results"][0]["target"]["device"] == "iphone-6"
    command = files["#download-curl"].read_text()
    assert command.startswith("curl ") and server.base + "/v1/layout" in command
    repeated = json.loads(subprocess.run(["bash", str(files["#download-curl"])], capture_output=True, check=True,
                                         timeout=30).stdout)
    assert repeated == answer


def test_a_share_link_reopened_in_a_fresh_page_reproduces_the_drawing(open_page):
    page = open_page().page
    choose(page, "#example", "seed-003-login-mistakes")
    choose(page, "#orientation", "landscape")
    page.click("#share")
    page.wait_for_function("() => location.hash.startsWith('#v1=')")
    link = page.url
    fresh = open_page(link).page
    assert fresh.input_value("#doc") == page.input_value("#doc")
    assert fresh.input_value("#orientation") == "landscape"
    assert drawn(fresh) == drawn(page)


def test_tab_reaches_every_control(open_page):
    page = open_page().page
    controls = page.evaluate("""() => [...document.querySelectorAll('button, select, input, textarea, summary, a[href]')]
        .filter(c => !c.disabled && c.checkVisibility())
        .map(c => c.id || c.textContent.trim().slice(0, 40))""")
    page.focus("body")
    reached = []
    for _ in range(3 * len(controls)):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("(e => e.id || e.textContent.trim().slice(0, 40))(document.activeElement)"))
        if reached[-1] == reached[0] and len(reached) > 1:
            break
    missing = [c for c in controls if c not in reached]
    assert missing == [], f"not reached by Tab: {missing}"
    labelled = page.evaluate("""() => [...document.querySelectorAll('select, input, textarea')]
        .filter(c => !(c.labels && c.labels.length) && !c.getAttribute('aria-label')).map(c => c.id)""")
    assert labelled == [], f"controls without a label: {labelled}"


def test_the_page_is_usable_at_tablet_width(open_page):
    page = open_page(viewport={"width": 820, "height": 1180}).page
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 820, f"the page scrolls sideways ({width} px)"
    box = page.locator("#drawing svg").bounding_box()
    assert box["width"] > 200 and box["height"] > 300


# Interface Builder files: the storyboard or xib is the body itself (docs/interface-builder.md).
STORYBOARD = os.path.join(ROOT, "examples", "ib-sign-in.storyboard")
SIGN_IN_VIEWS = ["root", "logo", "email", "password", "remember", "submit"]


def storyboard():
    with open(STORYBOARD) as file:
        return file.read()


def two_scenes():
    """The sign-in storyboard with a second scene: the first one copied with every id renamed."""
    text = storyboard()
    scene = text[text.index("        <scene "):text.index("    </scenes>")]
    copy = scene
    for name in set(re.findall(r'\s(?:id|sceneID)="([^"]+)"', scene)):
        copy = copy.replace(f'="{name}"', f'="{name}2"')
    return text.replace("    </scenes>", copy + "    </scenes>")


def layout_file(server, text, query=""):
    status, _, answer = server.request("/v1/layout" + query, text, {"Content-Type": "application/xml"})
    assert status == 200, answer
    return json.loads(answer)["results"]


def panel_frames(page, index):
    return drawn(page, f'#drawing figure[data-target="{index}"]')


def test_an_opened_storyboard_shows_its_tree_and_frames_on_its_design_canvas(open_page, server, tmp_path):
    page = open_page().page
    before = answers(page)
    page.set_input_files("#file", STORYBOARD)
    wait_for_answer(page, before)
    assert page.input_value("#mode") == "design" and page.input_value("#example") == ""
    assert page.is_disabled("#device") and page.is_disabled("#orientation")
    [result] = layout_file(server, storyboard())
    assert result["scene"] == "signIn"
    # Every view sits in the root at the origin: its window rectangle is its frame.
    expect_frames(drawn(page), result["frames"])
    assert list(result["frames"]) == SIGN_IN_VIEWS
    assert page.locator("#frames tbody button").all_inner_texts() == SIGN_IN_VIEWS
    assert page.inner_text("#frames-target") == "(signIn · iPhone 14 Pro · portrait)"
    # Xcode's yellow frame: the switch's stored frame is not where its constraints put it; the
    # diagnostic marks the switch's element in the file.
    misplaced = page.locator("#diagnostics li[data-code=misplaced_view]")
    assert misplaced.count() == 1
    misplaced.locator("button.message").click()
    marks = page.locator("#doc-editor mark").all_inner_texts()
    assert len(marks) == 1 and marks[0].startswith("<switch ") and 'id="remember"' in marks[0], marks
    # The curl command repeats the request: the same answer, byte for byte.
    files = downloads(page, tmp_path)
    repeated = subprocess.run(["bash", str(files["#download-curl"])], capture_output=True, check=True, timeout=30).stdout
    assert repeated == files["#download-json"].read_bytes()
    assert "<svg" in files["#download-svg"].read_text()


def test_a_pasted_storyboard_shows_every_tree_on_every_device(open_page, server):
    page = open_page().page
    choose(page, "#mode", "all")
    type_document(page, two_scenes())
    # First each tree on its design canvas, under its scene's heading.
    assert page.input_value("#mode") == "design"
    assert page.locator("#drawing h3.scene").all_inner_texts() == ["Scene signIn", "Scene signIn2"]
    assert page.locator("#drawing figure.panel").count() == 2
    assert page.locator("#scene option").evaluate_all("os => os.map(o => o.value)") == ["", "signIn", "signIn2"]
    # One device: both trees, at the API's frames for that target.
    choose(page, "#mode", "one")
    choose(page, "#device", "iphone-6")
    results = layout_file(server, two_scenes(), "?device=iphone-6&orientation=portrait")
    assert [r["scene"] for r in results] == ["signIn", "signIn2"]
    for index, result in enumerate(results):
        expect_frames(panel_frames(page, index), result["frames"])
    assert page.locator("#drawing figcaption").all_inner_texts() == ["signIn · iPhone 6 · portrait",
                                                                    "signIn2 · iPhone 6 · portrait"]
    # Every device in both orientations, grouped by tree; the scene picker keeps one tree.
    choose(page, "#mode", "all")
    devices = json.loads(server.request("/v1/devices")[2])["devices"]
    assert page.locator("#drawing figure.panel").count() == 2 * 2 * len(devices)
    # In one request: the query lists the devices and orientations.
    curl = page.input_value("#curl")
    assert curl.count("\nsend '") == 1 and "send '?devices=iphone-" in curl and "&orientations=portrait,landscape'" in curl
    captions = page.locator("#drawing figcaption").all_inner_texts()
    assert captions[0] == f"signIn · {devices[0]['names'][0]} · portrait"
    assert captions[2 * len(devices)] == f"signIn2 · {devices[0]['names'][0]} · portrait"
    choose(page, "#scene", "signIn2")
    assert page.locator("#drawing figure.panel").count() == 2 * len(devices)
    assert all(c.startswith("signIn2 · ") for c in page.locator("#drawing figcaption").all_inner_texts())
    assert page.locator("#drawing figure.panel g[data-view]:not(.absent)").count() == 2 * len(devices) * 6
    # Back to a layout document: the design canvas is no choice for it.
    choose(page, "#example", "seed-000-profile")
    assert page.input_value("#mode") == "all" and page.is_disabled("#mode option[value=design]")
    assert page.locator("#drawing h3.scene").count() == 0 and page.is_disabled("#scene")


def test_a_dropped_storyboard_opens(open_page, server):
    page = open_page().page
    before = answers(page)
    page.evaluate("""text => {
        const files = new DataTransfer();
        files.items.add(new File([text], 'ib-sign-in.storyboard', { type: 'application/xml' }));
        document.getElementById('doc').dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
    }""", storyboard())
    wait_for_answer(page, before)
    assert page.input_value("#doc") == storyboard()
    [result] = layout_file(server, storyboard())
    expect_frames(drawn(page), result["frames"])


def test_a_malformed_storyboard_shows_the_services_problem_at_its_line(open_page):
    watched = open_page()
    page = watched.page
    watched.expect_status(400)
    watched.expect_status(422)
    lines = storyboard().split("\n")
    broken = next(i for i, line in enumerate(lines) if line.strip() == "</subviews>")
    lines[broken] = lines[broken].replace("</subviews>", "</subview>")
    type_document(page, "\n".join(lines))
    assert page.locator(".gutter .error").all_inner_texts() == [str(broken + 1)]
    problem = page.locator("#doc-problems li").inner_text()
    assert problem.startswith(f"line {broken + 1}") and "mismatched tag" in problem, problem
    assert "error" in page.get_attribute("#status", "class")
    assert page.inner_text("#status").startswith("400 Unreadable Interface Builder File")
    assert "stale" in page.get_attribute("#drawing", "class")
    # XML that is not an iOS Interface Builder file: the service's 422, as for a JSON document.
    type_document(page, '<?xml version="1.0"?>\n<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>\n')
    assert page.inner_text("#status").startswith("422 ")
    assert "macOS (Cocoa) Interface Builder file" in page.locator("#doc-problems li").inner_text()
