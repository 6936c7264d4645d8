// Routes, worker pool, request → model → response: the only module where LayoutModel and
// HTTPServer meet.
