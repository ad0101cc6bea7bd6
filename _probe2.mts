import { parseDocument, isMap, isScalar, isPair } from "yaml";
const text = `a: 1
b:
  c: 2   # comment
  d: { x: 1, y: 2 }
  e:
  f: "q"
  g: 1.0
# trailing
`;
const doc = parseDocument(text);
const b = (doc.contents as any).get("b", true);
for (const p of b.items) console.log(JSON.stringify(p.key.value), p.key.range, p.value?.range, p.value?.type, JSON.stringify(text.slice(p.value?.range?.[0] ?? 0, p.value?.range?.[1] ?? 0)));
console.log("b range", b.range, JSON.stringify(text.slice(b.range[0], b.range[2])));
const d = b.get("d", true); console.log("flow", d.flow, d.range, d.items.map((p:any)=>p.value.range));
