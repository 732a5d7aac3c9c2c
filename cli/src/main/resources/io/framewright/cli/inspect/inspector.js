// The Framewright inspector's page: plain script, no libraries. The server decodes and encodes
// with the codecs themselves (POST /api/decode, /api/encode); this page only draws what they
// answer: the decode command's JSON, whose entries carry their byte, bit and bits on the wire.
'use strict';

const DUMP_LIMIT = 256 * 1024; // bytes drawn in the dump: a bigger frame would stall the page
const $ = (id) => document.getElementById(id);

const state = {
  bytes: new Uint8Array(0),
  frame: null,     // the decode JSON of the frame shown, or null
  error: null,     // its decode error, or null
  nodes: [],       // every tree node with an extent: {li, start, end} in bits, wire order
  frameType: null, // the frame's type (a union's variant), for the diagram
};

function hexOf(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function bytesOf(hex) {
  const clean = hex.replace(/0x/gi, '').replace(/[\s:,]/g, '');
  const out = new Uint8Array(clean.length >> 1);
  for (let i = 0; i < out.length; i++) {
    out[i] = parseInt(clean.substr(i * 2, 2), 16);
  }
  return out;
}

function isCapture(bytes) {
  if (bytes.length < 4) {
    return false;
  }
  const magic = hexOf(bytes.subarray(0, 4));
  return ['a1b2c3d4', 'd4c3b2a1', 'a1b23c4d', '4d3cb2a1', '0a0d0d0a'].includes(magic);
}

function status(text) {
  $('status').textContent = text;
}

async function api(path, options) {
  const response = await fetch(path, options);
  const body = await response.json();
  if (!response.ok) {
    throw new Error(body.problem || response.statusText);
  }
  return body;
}

function postJson(path, value) {
  return api(path, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(value),
  });
}

// ---------------------------------------------------------------- the hex dump

function drawDump(container, bytes, marks) {
  container.textContent = '';
  const shown = Math.min(bytes.length, DUMP_LIMIT);
  for (let row = 0; row < shown; row += 16) {
    const line = document.createElement('div');
    line.className = 'row';
    const addr = document.createElement('span');
    addr.className = 'addr';
    addr.textContent = row.toString(16).padStart(6, '0');
    const hex = document.createElement('span');
    hex.className = 'hexcol';
    const text = document.createElement('span');
    text.className = 'textcol';
    for (let k = row; k < Math.min(row + 16, shown); k++) {
      const b = document.createElement('span');
      b.className = 'byte';
      b.dataset.offset = k;
      b.textContent = bytes[k].toString(16).padStart(2, '0');
      const c = document.createElement('span');
      c.className = 'char';
      c.dataset.offset = k;
      c.textContent = bytes[k] >= 0x20 && bytes[k] < 0x7f ? String.fromCharCode(bytes[k]) : '.';
      const mark = marks && marks(k);
      if (mark) {
        b.classList.add(mark);
        c.classList.add(mark);
      }
      hex.append(b);
      text.append(c);
    }
    line.append(addr, hex, text);
    container.append(line);
  }
  if (shown < bytes.length) {
    const more = document.createElement('div');
    more.className = 'note';
    more.textContent = `the first ${shown} of ${bytes.length} bytes are shown`;
    container.append(more);
  }
}

function dumpCells(offset) {
  return $('hexdump').querySelectorAll(`[data-offset="${offset}"]`);
}

// ---------------------------------------------------------------- the field tree

function extentOf(entry) {
  if (entry.byte === undefined || !entry.bits) {
    return null;
  }
  const start = entry.byte * 8 + entry.bit;
  return {start, end: start + entry.bits};
}

function describeExtent(x) {
  const bytes = Math.ceil(x.end / 8) - Math.floor(x.start / 8);
  if (x.start % 8 === 0 && x.end % 8 === 0) {
    return `byte ${x.start / 8}, ${bytes} byte${bytes === 1 ? '' : 's'}`;
  }
  return `byte ${Math.floor(x.start / 8)} bit ${x.start % 8}, ${x.end - x.start} bits`;
}

function childPath(parent, name) {
  if (!parent) {
    return name;
  }
  return name.startsWith('[') ? parent + name : parent + '.' + name;
}

function isScalar(v) {
  return v === null || ['number', 'string', 'boolean'].includes(typeof v);
}

function drawTree(entries, editable) {
  const tree = $('tree');
  tree.textContent = '';
  state.nodes = [];
  tree.append(drawEntries(entries, '', editable));
}

function drawEntries(entries, parentPath, editable) {
  const ul = document.createElement('ul');
  for (const entry of entries) {
    const li = document.createElement('li');
    li.className = 'node';
    const path = childPath(parentPath, entry.name);
    li.dataset.path = path;
    const extent = extentOf(entry);
    if (extent) {
      li.dataset.start = extent.start;
      li.dataset.end = extent.end;
      state.nodes.push({li, start: extent.start, end: extent.end});
    }
    const toggle = document.createElement('span');
    toggle.className = 'toggle';
    const label = document.createElement('span');
    label.className = 'label';
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = entry.name;
    label.append(name);
    if (entry.type) {
      const type = document.createElement('span');
      type.className = 'type';
      type.textContent = entry.type;
      label.append(type);
    }
    if (entry.value !== undefined) {
      const value = document.createElement('span');
      value.className = 'value';
      value.textContent = isScalar(entry.value) ? JSON.stringify(entry.value)
        : JSON.stringify(entry.value).slice(0, 80);
      // A component's own value may be changed; wire-only parts, "(tag)", encode derives.
      if (editable && !entry.fields && isScalar(entry.value) && !entry.name.startsWith('(')) {
        value.classList.add('editable');
        value.title = 'click to change';
        value.addEventListener('click', (e) => {
          e.stopPropagation();
          selectNode(li);
          editValue(value, entry);
        });
      }
      label.append(value);
    }
    const ext = document.createElement('span');
    ext.className = 'extent';
    ext.textContent = extent ? describeExtent(extent) : 'not on the wire';
    label.append(ext);
    label.addEventListener('click', () => selectNode(li));
    li.append(toggle, label);
    if (entry.fields && entry.fields.length) {
      toggle.textContent = '▾';
      toggle.addEventListener('click', () => {
        li.classList.toggle('collapsed');
        toggle.textContent = li.classList.contains('collapsed') ? '▸' : '▾';
      });
      li.append(drawEntries(entry.fields, path, editable));
    }
    ul.append(li);
  }
  return ul;
}

function clearSelection() {
  document.querySelectorAll('#hexdump .sel').forEach((e) => e.classList.remove('sel', 'partial'));
  document.querySelectorAll('#tree .selected').forEach((e) => e.classList.remove('selected'));
  $('selection-text').textContent = '';
  $('bits').textContent = '';
}

function selectNode(li) {
  clearSelection();
  li.classList.add('selected');
  for (let p = li.parentElement; p && p.id !== 'tree'; p = p.parentElement) {
    if (p.classList.contains('collapsed')) {
      p.classList.remove('collapsed');
      p.querySelector('.toggle').textContent = '▾';
    }
  }
  if (li.dataset.start === undefined) {
    $('selection-text').textContent = `${li.dataset.path}: not on the wire`;
    return;
  }
  const start = Number(li.dataset.start);
  const end = Number(li.dataset.end);
  const first = Math.floor(start / 8);
  const last = Math.ceil(end / 8) - 1;
  for (let k = first; k <= last; k++) {
    const partial = (k === first && start % 8 !== 0) || (k === last && end % 8 !== 0);
    dumpCells(k).forEach((cell) => {
      cell.classList.add('sel');
      if (partial) {
        cell.classList.add('partial');
      }
    });
  }
  const firstCell = dumpCells(first)[0];
  if (firstCell) {
    firstCell.scrollIntoView({block: 'nearest'});
  }
  $('selection-text').textContent = `${li.dataset.path}: ${describeExtent({start, end})}`;
  drawBits(first, last, start, end);
}

// The bits of the selected field's bytes, most significant first, the field's own marked: the
// view of a field narrower than a byte, or one that does not start on a byte.
function drawBits(first, last, start, end) {
  const bits = $('bits');
  bits.textContent = '';
  if (last - first >= 8) {
    return; // a long field: its bytes say enough
  }
  for (let k = first; k <= last; k++) {
    for (let i = 0; i < 8; i++) {
      const at = k * 8 + i;
      const bit = document.createElement('span');
      bit.className = 'bit';
      bit.dataset.bit = at;
      bit.textContent = (state.bytes[k] >> (7 - i)) & 1;
      if (at >= start && at < end) {
        bit.classList.add('on');
      }
      bits.append(bit);
    }
    const gap = document.createElement('span');
    gap.className = 'gap';
    bits.append(gap);
  }
}

// The field that holds byte k: the narrowest part over it, the innermost of equals.
function fieldAt(k) {
  let best = null;
  for (const n of state.nodes) {
    if (n.start < (k + 1) * 8 && n.end > k * 8) {
      if (!best || n.end - n.start <= best.end - best.start) {
        best = n;
      }
    }
  }
  return best;
}

function byteClicked(e) {
  const cell = e.target.closest('[data-offset]');
  if (!cell) {
    return;
  }
  const found = fieldAt(Number(cell.dataset.offset));
  if (found) {
    selectNode(found.li);
    found.li.scrollIntoView({block: 'nearest'});
  } else {
    clearSelection();
    $('selection-text').textContent = `byte ${cell.dataset.offset}: no field read it`;
  }
}

// ---------------------------------------------------------------- decode

function target() {
  return $('target').value;
}

async function decode() {
  const hex = $('hex-input').value;
  if (!hex.trim()) {
    return;
  }
  status('decoding…');
  try {
    show(await postJson('/api/decode', {target: target(), hex}));
  } catch (e) {
    status(e.message);
  }
}

function show(result) {
  state.bytes = bytesOf(result.hex);
  state.frame = result.frame || null;
  state.error = result.error || null;
  $('encoded-pane').hidden = true;
  $('encode-error').hidden = true;
  if (result.frame) {
    $('error').hidden = true;
    state.frameType = result.frame.type;
    $('frame-type').textContent = `(${result.frame.type}, ${result.frame.length} bytes)`;
    drawDump($('hexdump'), state.bytes);
    drawTree(result.frame.fields, true);
    $('json').value = JSON.stringify(result.frame, null, 2);
    status(`decoded ${result.frame.type}, ${result.frame.length} bytes`);
  } else {
    const err = result.error;
    $('error').hidden = false;
    $('error-message').textContent = err.message;
    $('error-path').textContent = err.path || '(the message)';
    $('error-offset').textContent = `byte ${err.byte}` + (err.bit ? `, bit ${err.bit}` : '');
    $('error-expected').textContent = err.expected;
    $('error-found').textContent = err.found;
    state.frameType = null;
    $('frame-type').textContent = `(${state.bytes.length} bytes, does not decode)`;
    drawDump($('hexdump'), state.bytes, (k) => (k === err.byte ? 'err' : null));
    drawTree(result.fields, false);
    $('json').value = ''; // nothing decoded to edit
    status(`does not decode: ${err.path || 'input'} at byte ${err.byte}`);
  }
  drawDiagram();
}

// ---------------------------------------------------------------- diagram

function drawDiagram() {
  const pane = $('diagram');
  pane.textContent = '';
  const params = new URLSearchParams({target: target()});
  if (state.frameType) {
    params.set('variant', state.frameType);
  }
  $('diagram-type').textContent = state.frameType ? `of ${state.frameType}` : '';
  const img = document.createElement('img');
  img.alt = 'bit diagram';
  img.src = '/api/diagram?' + params;
  img.addEventListener('error', () => {
    pane.textContent = 'no layout description to draw';
  });
  pane.append(img);
}

// ---------------------------------------------------------------- captures and files

async function openBytes(bytes, name) {
  if (isCapture(bytes)) {
    await openCapture(bytes, name);
  } else {
    $('capture').hidden = true;
    $('hex-input').value = hexOf(bytes);
    await decode();
  }
}

async function openCapture(bytes, name) {
  status('reading capture…');
  let listing;
  try {
    listing = await api('/api/capture?' + new URLSearchParams({target: target()}), {
      method: 'POST',
      headers: {'Content-Type': 'application/octet-stream'},
      body: bytes,
    });
  } catch (e) {
    status(e.message);
    return;
  }
  $('capture').hidden = false;
  $('capture-name').textContent = name;
  const list = $('frames');
  list.textContent = '';
  listing.frames.forEach((f) => {
    const li = document.createElement('li');
    const c = f.capture;
    const where = `packet ${c.packet} ${c.transport} ${c.src} → ${c.dst}`;
    if (f.error) {
      li.className = 'bad';
      li.textContent = `${where}: ${f.error.split('\n')[0]}`;
    } else {
      li.textContent = `${where}, offset ${f.offset}, ${f.length} bytes`;
      li.addEventListener('click', () => {
        list.querySelectorAll('.selected').forEach((e) => e.classList.remove('selected'));
        li.classList.add('selected');
        $('hex-input').value = f.hex;
        decode();
      });
    }
    list.append(li);
  });
  const problems = $('capture-problems');
  problems.textContent = '';
  listing.problems.forEach((p) => {
    const li = document.createElement('li');
    li.textContent = p;
    problems.append(li);
  });
  status(`${listing.frames.length} frames in ${name}`);
}

async function fileChosen() {
  const file = $('file').files[0];
  if (file) {
    await openBytes(new Uint8Array(await file.arrayBuffer()), file.name);
  }
}

// ---------------------------------------------------------------- edit and encode

function editValue(span, entry) {
  const input = document.createElement('input');
  input.className = 'value-edit';
  input.value = JSON.stringify(entry.value);
  span.replaceWith(input);
  input.focus();
  input.select();
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      // JSON if it reads as JSON (numbers, true, "text"), else the text as typed.
      let value;
      try {
        value = JSON.parse(input.value);
      } catch (notJson) {
        value = input.value;
      }
      entry.value = value;
      $('json').value = JSON.stringify(state.frame, null, 2);
      span.textContent = JSON.stringify(value);
      input.replaceWith(span);
      encode();
    } else if (e.key === 'Escape') {
      input.replaceWith(span);
    }
  });
}

async function encode() {
  document.querySelectorAll('#tree .error-at').forEach((e) => e.classList.remove('error-at'));
  $('encode-error').hidden = true;
  $('encoded-pane').hidden = true;
  let message;
  try {
    message = JSON.parse($('json').value);
  } catch (e) {
    encodeFailed({message: 'not JSON: ' + e.message, path: ''});
    return;
  }
  let result;
  try {
    result = await postJson('/api/encode', {target: target(), message});
  } catch (e) {
    encodeFailed({message: e.message, path: ''});
    return;
  }
  if (result.error) {
    encodeFailed(result.error);
    return;
  }
  const bytes = bytesOf(result.hex);
  const old = state.bytes;
  drawDump($('encoded'), bytes, (k) => (k >= old.length || old[k] !== bytes[k] ? 'changed' : null));
  $('encoded-length').textContent = bytes.length;
  $('encoded-pane').hidden = false;
  $('encoded-pane').dataset.hex = result.hex;
  const changed = $('encoded').querySelectorAll('.changed').length;
  status(`encoded ${bytes.length} bytes, ${changed} changed`);
}

// The encode error at its field: the server gives the path of the tree's entry ("field").
function encodeFailed(error) {
  $('encode-error').textContent = error.message;
  $('encode-error').hidden = false;
  // A path may still name a variant as a segment of its own (Packet.Login.name): try it
  // without its leading segments too.
  let li = null;
  for (let p = error.field || ''; p && !li; p = p.includes('.') ? p.slice(p.indexOf('.') + 1) : '') {
    li = document.querySelector(`#tree .node[data-path="${CSS.escape(p)}"]`);
  }
  if (li) {
    li.classList.add('error-at');
    selectNode(li);
  }
  status('does not encode');
}

// ---------------------------------------------------------------- start

async function start() {
  $('decode').addEventListener('click', decode);
  $('encode').addEventListener('click', encode);
  $('file').addEventListener('change', fileChosen);
  $('hexdump').addEventListener('click', byteClicked);
  $('decode-encoded').addEventListener('click', () => {
    $('hex-input').value = $('encoded-pane').dataset.hex;
    decode();
  });
  $('target').addEventListener('change', () => {
    if ($('hex-input').value.trim()) {
      decode();
    } else {
      state.frameType = null;
      drawDiagram();
    }
  });
  const types = await api('/api/types');
  const select = $('target');
  const protocols = document.createElement('optgroup');
  protocols.label = 'Protocols';
  types.protocols.forEach((p) => protocols.append(new Option(`${p.name} (${p.type})`, p.name)));
  const all = document.createElement('optgroup');
  all.label = 'Message types';
  types.types.forEach((t) => all.append(new Option(t.name, t.name)));
  select.append(protocols, all);
  const opened = await api('/api/start');
  if (opened.target) {
    if (![...select.options].some((o) => o.value === opened.target)) {
      select.append(new Option(opened.target, opened.target));
    }
    select.value = opened.target;
  }
  if (opened.hex !== undefined) {
    await openBytes(bytesOf(opened.hex), opened.file);
  } else {
    drawDiagram();
  }
  document.body.dataset.ready = 'true';
}

start().catch((e) => status('the page could not start: ' + e.message));
