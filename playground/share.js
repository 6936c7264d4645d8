// Share links: the page's state (document text, states, targets) in the URL fragment, as
// deflate (CompressionStream) + base64url, so a link reproduces the view and never reaches a
// server log.

const PREFIX = '#v1=';

function base64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function unbase64url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function through(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The fragment for `state` (any JSON value).
export async function encode(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  return PREFIX + base64url(await through(bytes, new CompressionStream('deflate-raw')));
}

// The state in `hash`, or null when it holds none (or a damaged one).
export async function decode(hash) {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const bytes = await through(unbase64url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
