/**
 * The browsable API reference at /api/docs: plain HTML plus one script that renders
 * /api/openapi.json. Everything is served from here, so it works offline (no CDN).
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style>
  body { font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; margin: 0; color: #1d1d1d; background: #f6f7fb; }
  header { background: #02236B; color: #fff; padding: 20px 24px; }
  header h1 { margin: 0 0 6px; font-size: 1.4rem; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
  h2 { margin-top: 32px; text-transform: capitalize; color: #02236B; }
  details { background: #fff; border: 1px solid #dde1ea; border-radius: 8px; margin: 8px 0; }
  summary { cursor: pointer; padding: 10px 14px; display: flex; gap: 12px; align-items: baseline; }
  summary:focus-visible { outline: 3px solid #9C27b0; }
  .m { font: 700 12px monospace; padding: 2px 8px; border-radius: 4px; color: #fff; min-width: 52px; text-align: center; }
  .get { background: #1b5e20; } .post { background: #02236B; } .put { background: #8d4b00; } .patch { background: #6a1b9a; } .delete { background: #a00012; }
  code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
  pre { background: #f0f2f7; padding: 10px; border-radius: 6px; overflow: auto; }
  .body { padding: 0 14px 14px; }
  label { font-weight: 600; }
  input { font: inherit; padding: 6px 10px; border: 1px solid #4F4F4F; border-radius: 6px; width: min(420px, 100%); }
</style>
</head>
<body>
<header><h1>API reference</h1><div id="intro">Loading /api/openapi.json…</div></header>
<main>
  <p><label for="filter">Filter endpoints</label><br><input id="filter" type="search" placeholder="e.g. leads, POST, credentials"></p>
  <div id="list"></div>
</main>
<script src="/api/docs/docs.js"></script>
</body>
</html>`

export const DOCS_SCRIPT = `(async function () {
  var res = await fetch('/api/openapi.json');
  var doc = await res.json();
  var entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
  var esc = function (s) {
    return String(s == null ? '' : s).replace(/[&<>"]/g, function (c) { return entities[c]; });
  };
  // Shared resources ($ref) are shown in place, named, so each answer reads whole.
  var inline = function (node, depth) {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(function (n) { return inline(n, depth); });
    if (node.$ref && depth < 4) {
      var name = node.$ref.split('/').pop();
      var target = doc.components.schemas[name];
      return target ? Object.assign({ title: name }, inline(target, depth + 1)) : node;
    }
    var out = {};
    Object.keys(node).forEach(function (k) { out[k] = inline(node[k], depth); });
    return out;
  };
  var schemaOf = function (content) {
    var type = content && Object.keys(content)[0];
    if (!type) return '';
    var example = content[type].example;
    return '<pre>' + esc(JSON.stringify(inline(content[type].schema, 0), null, 2)) + '</pre>'
      + (example === undefined ? '' : '<p><em>Example</em></p><pre>' + esc(JSON.stringify(example, null, 2)) + '</pre>');
  };
  document.getElementById('intro').innerHTML = esc(doc.info.title) + ' ' + esc(doc.info.version) + ' — ' + esc(doc.info.description);
  var byTag = {};
  Object.keys(doc.paths).forEach(function (path) {
    Object.keys(doc.paths[path]).forEach(function (method) {
      var op = doc.paths[path][method];
      var tag = (op.tags && op.tags[0]) || 'other';
      (byTag[tag] = byTag[tag] || []).push({ path: path, method: method, op: op });
    });
  });
  var html = '';
  Object.keys(byTag).sort().forEach(function (tag) {
    html += '<section><h2>' + esc(tag) + '</h2>';
    byTag[tag].forEach(function (e) {
      var op = e.op;
      var params = (op.parameters || []).map(function (p) {
        var required = p.required ? ', required' : '';
        return '<li><code>' + esc(p.name) + '</code> (' + esc(p.in) + required + ') <code>' + esc(JSON.stringify(p.schema)) + '</code></li>';
      }).join('');
      var body = op.requestBody ? '<p><strong>Body</strong></p>' + schemaOf(op.requestBody.content) : '';
      var codes = Object.keys(op.responses || {});
      var success = codes[0] ? op.responses[codes[0]] : null;
      var answer = success && success.content ? '<p><strong>Answer ' + esc(codes[0]) + '</strong></p>' + schemaOf(success.content) : '';
      var search = (e.method + ' /api' + e.path + ' ' + tag + ' ' + op.summary).toLowerCase();
      html += '<details data-search="' + esc(search) + '"><summary><span class="m ' + e.method + '">' + e.method.toUpperCase() + '</span>'
        + '<code>/api' + esc(e.path) + '</code><span>' + esc(op.summary) + '</span></summary>'
        + '<div class="body"><p>' + esc(op.description || '') + '</p>' + (params ? '<p><strong>Parameters</strong></p><ul>' + params + '</ul>' : '')
        + body + answer + '<p><strong>Answers</strong>: ' + esc(codes.join(', ')) + '</p></div></details>';
    });
    html += '</section>';
  });
  document.getElementById('list').innerHTML = html;
  document.getElementById('filter').addEventListener('input', function (ev) {
    var q = ev.target.value.toLowerCase();
    document.querySelectorAll('details').forEach(function (d) { d.hidden = q && d.getAttribute('data-search').indexOf(q) < 0; });
  });
})();`
