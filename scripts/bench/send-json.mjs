/**
 * A JSON answer as the bench's bare node:http servers send it: serialized on every request, with
 * its length, so the ceiling and the node:http floor do the same work for the same answer.
 */
export function sendJson(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}
