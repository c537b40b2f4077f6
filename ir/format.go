package ir

// The saved-program format (version 1).
//
// A file is the magic "SHLOGOIR", then a uvarint version (FormatVersion),
// then four sections in this order:
//
//	strings  uvarint n, then n × (uvarint length, bytes)
//	types    uvarint n, then n types
//	attrs    uvarint n, then n attributes
//	funcs    uvarint n, then n functions
//
// Integers are varints (encoding/binary: uvarint, or zig-zag varint where
// noted "svarint"); floats are the 8 little-endian bytes of their IEEE-754
// binary64 form; a string is a uvarint index into the strings section; a
// reference to a type or attribute is a uvarint index+1 into its section,
// 0 for none. A type or attribute refers only to earlier entries of its
// section (and attributes to any type), so reading needs no recursion.
//
// A type is: kind byte (TypeKind), text, then by kind: integer — uvarint
// width, signedness byte; float — name; complex and unranked tensor —
// element ref; ranked tensor — uvarint rank, rank × svarint size, element
// ref; tuple — uvarint n, n refs; function — uvarint n, n input refs,
// uvarint m, m result refs; quantized — byte 0 (not uniform) or 1, then
// uvarint storage width, signed byte, svarint min and max, expressed ref,
// per-axis byte, uvarint dimension, uvarint n, n scales, n svarint zero
// points. Other kinds have nothing more.
//
// An attribute is: kind byte (AttrKind), text, then by kind: bool — byte;
// integer — svarint, type ref; float — float, type ref; string and symbol
// ref — string; type — type ref; array — uvarint n, n refs; dictionary —
// uvarint n, n × (name, ref); struct — dialect, mnemonic, then as a
// dictionary; dense i64 and i32 arrays — uvarint n, n svarints; dense bool
// array — uvarint n, n bytes; dense elements — type ref, splat byte,
// uvarint length, raw bytes; dense resource — type ref, key, has-blob byte,
// uvarint length, bytes; enum — dialect, mnemonic, svarint value. Unit and
// other attributes have nothing more.
//
// A function is: name, private byte, location, uvarint n and n param type
// refs, uvarint m and m result type refs, n param names, m result names,
// uvarint v and v value type refs, then a body byte (0: declaration) and
// the body region. A region is uvarint n blocks; a block is uvarint n and n
// argument value ids, then uvarint m operations; an operation is name,
// location, uvarint n and n operands (value id + 1, 0 for a value defined
// outside the function), uvarint m and m result ids, uvarint k and k ×
// (name, attribute ref), uvarint r and r regions.
//
// Writing is deterministic: the same module always gives the same bytes.

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// Magic starts every saved program.
const Magic = "SHLOGOIR"

// FormatVersion is the version of the format Write produces and Read
// accepts.
const FormatVersion = 1

// maxNesting bounds the nesting of regions Read accepts.
const maxNesting = 512

// Write writes m in the saved-program format.
func Write(w io.Writer, m *Module) error {
	e := &encoder{strs: map[string]int{}, types: map[*Type]int{}, attrs: map[*Attr]int{}}
	var body bytes.Buffer
	e.uint(&body, uint64(len(m.Funcs)))
	for _, f := range m.Funcs {
		if f == nil {
			return errors.New("writing module: nil function")
		}
		e.function(&body, f)
	}
	var out bytes.Buffer
	out.WriteString(Magic)
	e.uint(&out, FormatVersion)
	e.uint(&out, uint64(len(e.strList)))
	for _, s := range e.strList {
		e.uint(&out, uint64(len(s)))
		out.WriteString(s)
	}
	e.uint(&out, uint64(e.nTypes))
	out.Write(e.typeBuf.Bytes())
	e.uint(&out, uint64(e.nAttrs))
	out.Write(e.attrBuf.Bytes())
	out.Write(body.Bytes())
	if _, err := w.Write(out.Bytes()); err != nil {
		return fmt.Errorf("writing module: %w", err)
	}
	return nil
}

type encoder struct {
	strs             map[string]int
	strList          []string
	types            map[*Type]int
	attrs            map[*Attr]int
	typeBuf, attrBuf bytes.Buffer
	nTypes, nAttrs   int
	scratch          [binary.MaxVarintLen64]byte
}

func (e *encoder) uint(b *bytes.Buffer, v uint64) {
	b.Write(e.scratch[:binary.PutUvarint(e.scratch[:], v)])
}

func (e *encoder) int(b *bytes.Buffer, v int64) {
	b.Write(e.scratch[:binary.PutVarint(e.scratch[:], v)])
}

func (e *encoder) bool(b *bytes.Buffer, v bool) {
	if v {
		b.WriteByte(1)
	} else {
		b.WriteByte(0)
	}
}

func (e *encoder) float(b *bytes.Buffer, v float64) {
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], math.Float64bits(v))
	b.Write(buf[:])
}

func (e *encoder) str(b *bytes.Buffer, s string) {
	i, ok := e.strs[s]
	if !ok {
		i = len(e.strList)
		e.strs[s] = i
		e.strList = append(e.strList, s)
	}
	e.uint(b, uint64(i))
}

// typeRef interns t (after the types it refers to) and writes its ref.
func (e *encoder) typeRef(b *bytes.Buffer, t *Type) {
	if t == nil {
		e.uint(b, 0)
		return
	}
	i, ok := e.types[t]
	if !ok {
		var tb bytes.Buffer
		tb.WriteByte(byte(t.Kind))
		e.str(&tb, t.Text)
		switch t.Kind {
		case TypeInteger:
			e.uint(&tb, uint64(t.Width))
			tb.WriteByte(byte(t.Signedness))
		case TypeFloat:
			e.str(&tb, t.Float)
		case TypeComplex, TypeUnrankedTensor:
			e.typeRef(&tb, t.Elem)
		case TypeRankedTensor:
			e.uint(&tb, uint64(len(t.Shape)))
			for _, d := range t.Shape {
				e.int(&tb, d)
			}
			e.typeRef(&tb, t.Elem)
		case TypeTuple:
			e.typeRefs(&tb, t.Elems)
		case TypeFunction:
			e.typeRefs(&tb, t.Elems)
			e.typeRefs(&tb, t.Results)
		case TypeQuantized:
			q := t.Quant
			e.bool(&tb, q != nil)
			if q != nil {
				e.uint(&tb, uint64(q.StorageWidth))
				e.bool(&tb, q.StorageSigned)
				e.int(&tb, q.StorageMin)
				e.int(&tb, q.StorageMax)
				e.typeRef(&tb, q.Expressed)
				e.bool(&tb, q.PerAxis)
				e.uint(&tb, uint64(q.Dimension))
				e.uint(&tb, uint64(len(q.Scales)))
				for _, s := range q.Scales {
					e.float(&tb, s)
				}
				for i := range q.Scales {
					var z int64
					if i < len(q.ZeroPoints) {
						z = q.ZeroPoints[i]
					}
					e.int(&tb, z)
				}
			}
		}
		i = e.nTypes
		e.nTypes++
		e.types[t] = i
		e.typeBuf.Write(tb.Bytes())
	}
	e.uint(b, uint64(i)+1)
}

func (e *encoder) typeRefs(b *bytes.Buffer, ts []*Type) {
	e.uint(b, uint64(len(ts)))
	for _, t := range ts {
		e.typeRef(b, t)
	}
}

// attrRef interns a (after what it refers to) and writes its ref.
func (e *encoder) attrRef(b *bytes.Buffer, a *Attr) {
	if a == nil {
		e.uint(b, 0)
		return
	}
	i, ok := e.attrs[a]
	if !ok {
		var ab bytes.Buffer
		ab.WriteByte(byte(a.Kind))
		e.str(&ab, a.Text)
		switch a.Kind {
		case AttrBool:
			e.bool(&ab, a.BoolVal)
		case AttrInteger:
			e.int(&ab, a.IntVal)
			e.typeRef(&ab, a.Typ)
		case AttrFloat:
			e.float(&ab, a.FloatVal)
			e.typeRef(&ab, a.Typ)
		case AttrString, AttrSymbolRef:
			e.str(&ab, a.StrVal)
		case AttrType:
			e.typeRef(&ab, a.Typ)
		case AttrArray:
			e.uint(&ab, uint64(len(a.List)))
			for _, c := range a.List {
				e.attrRef(&ab, c)
			}
		case AttrStruct:
			e.str(&ab, a.Dialect)
			e.str(&ab, a.Mnemonic)
			e.named(&ab, a.Named)
		case AttrDictionary:
			e.named(&ab, a.Named)
		case AttrDenseI64Array, AttrDenseI32Array:
			e.uint(&ab, uint64(len(a.Ints)))
			for _, v := range a.Ints {
				e.int(&ab, v)
			}
		case AttrDenseBoolArray:
			e.uint(&ab, uint64(len(a.BoolList)))
			for _, v := range a.BoolList {
				e.bool(&ab, v)
			}
		case AttrDenseElements:
			e.typeRef(&ab, a.Typ)
			e.bool(&ab, a.Splat)
			e.uint(&ab, uint64(len(a.Data)))
			ab.Write(a.Data)
		case AttrDenseResource:
			e.typeRef(&ab, a.Typ)
			e.str(&ab, a.StrVal)
			e.bool(&ab, a.HasBlob)
			e.uint(&ab, uint64(len(a.Data)))
			ab.Write(a.Data)
		case AttrEnum:
			e.str(&ab, a.Dialect)
			e.str(&ab, a.Mnemonic)
			e.int(&ab, int64(a.EnumVal))
		}
		i = e.nAttrs
		e.nAttrs++
		e.attrs[a] = i
		e.attrBuf.Write(ab.Bytes())
	}
	e.uint(b, uint64(i)+1)
}

func (e *encoder) named(b *bytes.Buffer, ns []NamedAttr) {
	e.uint(b, uint64(len(ns)))
	for _, n := range ns {
		e.str(b, n.Name)
		e.attrRef(b, n.Attr)
	}
}

func (e *encoder) function(b *bytes.Buffer, f *Func) {
	e.str(b, f.Name)
	e.bool(b, f.Private)
	e.str(b, f.Loc)
	e.typeRefs(b, f.Params)
	e.typeRefs(b, f.Results)
	for i := range f.Params {
		e.str(b, nameAt(f.ParamNames, i))
	}
	for i := range f.Results {
		e.str(b, nameAt(f.ResultNames, i))
	}
	e.typeRefs(b, f.Values)
	e.bool(b, f.Body != nil)
	if f.Body != nil {
		e.region(b, f.Body)
	}
}

func nameAt(names []string, i int) string {
	if i < len(names) {
		return names[i]
	}
	return ""
}

func (e *encoder) region(b *bytes.Buffer, r *Region) {
	e.uint(b, uint64(len(r.Blocks)))
	for _, blk := range r.Blocks {
		e.ids(b, blk.Args, 0)
		e.uint(b, uint64(len(blk.Ops)))
		for _, o := range blk.Ops {
			e.str(b, o.Name)
			e.str(b, o.Loc)
			e.ids(b, o.Operands, 1)
			e.ids(b, o.Results, 0)
			e.named(b, o.Attrs)
			e.uint(b, uint64(len(o.Regions)))
			for _, sub := range o.Regions {
				e.region(b, sub)
			}
		}
	}
}

// ids writes value ids shifted by off (operands use 0 for -1).
func (e *encoder) ids(b *bytes.Buffer, ids []int, off int) {
	e.uint(b, uint64(len(ids)))
	for _, v := range ids {
		if v < 0 {
			v = -off
		}
		e.uint(b, uint64(v+off))
	}
}

// Read reads a module in the saved-program format. Malformed input gives
// an error, never a panic.
func Read(r io.Reader) (*Module, error) {
	data, err := io.ReadAll(bufio.NewReader(r))
	if err != nil {
		return nil, fmt.Errorf("reading module: %w", err)
	}
	return Decode(data)
}

// Decode decodes a module in the saved-program format.
func Decode(data []byte) (*Module, error) {
	if !bytes.HasPrefix(data, []byte(Magic)) {
		return nil, errors.New("reading module: not a saved program (bad magic)")
	}
	d := &decoder{data: data, pos: len(Magic)}
	m := d.module()
	if d.err != nil {
		return nil, fmt.Errorf("reading module: at byte %d: %w", d.pos, d.err)
	}
	if d.pos != len(d.data) {
		return nil, fmt.Errorf("reading module: %d bytes of trailing data", len(d.data)-d.pos)
	}
	return m, nil
}

type decoder struct {
	data  []byte
	pos   int
	err   error
	strs  []string
	types []*Type
	attrs []*Attr
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
}

func (d *decoder) uint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.data[d.pos:])
	if n <= 0 {
		d.fail("bad or truncated unsigned integer")
		return 0
	}
	d.pos += n
	return v
}

func (d *decoder) int() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.data[d.pos:])
	if n <= 0 {
		d.fail("bad or truncated integer")
		return 0
	}
	d.pos += n
	return v
}

// count reads a count of items of at least min bytes each, bounded by the
// input left.
func (d *decoder) count(min int) int {
	n := d.uint()
	if d.err == nil && n > uint64(len(d.data)-d.pos)/uint64(min) {
		d.fail("count %d exceeds the data left", n)
		return 0
	}
	return int(n)
}

// small reads a count that must be at most limit.
func (d *decoder) small(limit uint64, what string) int {
	n := d.uint()
	if n > limit {
		d.fail("%s %d is out of range", what, n)
		return 0
	}
	return int(n)
}

func (d *decoder) byte() byte {
	if d.err != nil {
		return 0
	}
	if d.pos >= len(d.data) {
		d.fail("truncated data")
		return 0
	}
	b := d.data[d.pos]
	d.pos++
	return b
}

func (d *decoder) bool() bool {
	switch b := d.byte(); b {
	case 0:
		return false
	case 1:
		return true
	default:
		d.fail("bad boolean %d", b)
		return false
	}
}

func (d *decoder) bytes(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || n > len(d.data)-d.pos {
		d.fail("truncated data")
		return nil
	}
	out := append([]byte(nil), d.data[d.pos:d.pos+n]...)
	d.pos += n
	return out
}

func (d *decoder) float() float64 {
	b := d.bytes(8)
	if b == nil {
		return 0
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(b))
}

func (d *decoder) str() string {
	i := d.uint()
	if d.err == nil && i >= uint64(len(d.strs)) {
		d.fail("string %d out of range", i)
	}
	if d.err != nil {
		return ""
	}
	return d.strs[i]
}

func (d *decoder) typeRef() *Type {
	i := d.uint()
	if d.err != nil || i == 0 {
		return nil
	}
	if i > uint64(len(d.types)) {
		d.fail("type %d out of range", i-1)
		return nil
	}
	return d.types[i-1]
}

func (d *decoder) typeRefs() []*Type {
	n := d.count(1)
	if n == 0 {
		return nil
	}
	out := make([]*Type, 0, n)
	for i := 0; i < n && d.err == nil; i++ {
		out = append(out, d.typeRef())
	}
	return out
}

func (d *decoder) attrRef() *Attr {
	i := d.uint()
	if d.err != nil || i == 0 {
		return nil
	}
	if i > uint64(len(d.attrs)) {
		d.fail("attribute %d out of range", i-1)
		return nil
	}
	return d.attrs[i-1]
}

func (d *decoder) module() *Module {
	if v := d.uint(); d.err == nil && v != FormatVersion {
		d.fail("format version %d is not supported (this reader reads version %d)", v, FormatVersion)
		return nil
	}
	n := d.count(1)
	for i := 0; i < n && d.err == nil; i++ {
		d.strs = append(d.strs, string(d.bytes(d.count(1))))
	}
	n = d.count(2)
	for i := 0; i < n && d.err == nil; i++ {
		d.types = append(d.types, d.typ())
	}
	n = d.count(2)
	for i := 0; i < n && d.err == nil; i++ {
		d.attrs = append(d.attrs, d.attr())
	}
	m := &Module{}
	n = d.count(1)
	for i := 0; i < n && d.err == nil; i++ {
		m.Funcs = append(m.Funcs, d.function())
	}
	return m
}

func (d *decoder) typ() *Type {
	k := TypeKind(d.byte())
	if d.err == nil && k >= numTypeKinds {
		d.fail("unknown type kind %d", k)
	}
	t := &Type{Kind: k, Text: d.str()}
	switch k {
	case TypeInteger:
		t.Width = d.small(1<<24, "integer width")
		t.Signedness = int(d.byte())
		if t.Signedness > Unsigned {
			d.fail("bad signedness %d", t.Signedness)
		}
	case TypeFloat:
		t.Float = d.str()
	case TypeComplex, TypeUnrankedTensor:
		t.Elem = d.typeRef()
	case TypeRankedTensor:
		n := d.count(1)
		t.Shape = make([]int64, 0, n)
		for i := 0; i < n && d.err == nil; i++ {
			t.Shape = append(t.Shape, d.int())
		}
		t.Elem = d.typeRef()
	case TypeTuple:
		t.Elems = d.typeRefs()
	case TypeFunction:
		t.Elems = d.typeRefs()
		t.Results = d.typeRefs()
	case TypeQuantized:
		if d.bool() {
			q := &Quant{StorageWidth: d.small(64, "storage width"), StorageSigned: d.bool(),
				StorageMin: d.int(), StorageMax: d.int(), Expressed: d.typeRef(), PerAxis: d.bool()}
			q.Dimension = d.small(1<<31, "quantized dimension")
			n := d.count(9)
			for i := 0; i < n && d.err == nil; i++ {
				q.Scales = append(q.Scales, d.float())
			}
			for i := 0; i < n && d.err == nil; i++ {
				q.ZeroPoints = append(q.ZeroPoints, d.int())
			}
			t.Quant = q
		}
	}
	return t
}

func (d *decoder) named() []NamedAttr {
	n := d.count(2)
	var out []NamedAttr
	for i := 0; i < n && d.err == nil; i++ {
		out = append(out, NamedAttr{Name: d.str(), Attr: d.attrRef()})
	}
	return out
}

func (d *decoder) attr() *Attr {
	k := AttrKind(d.byte())
	if d.err == nil && k >= numAttrKinds {
		d.fail("unknown attribute kind %d", k)
	}
	a := &Attr{Kind: k, Text: d.str()}
	switch k {
	case AttrBool:
		a.BoolVal = d.bool()
	case AttrInteger:
		a.IntVal, a.Typ = d.int(), d.typeRef()
	case AttrFloat:
		a.FloatVal, a.Typ = d.float(), d.typeRef()
	case AttrString, AttrSymbolRef:
		a.StrVal = d.str()
	case AttrType:
		a.Typ = d.typeRef()
	case AttrArray:
		n := d.count(1)
		for i := 0; i < n && d.err == nil; i++ {
			a.List = append(a.List, d.attrRef())
		}
	case AttrStruct:
		a.Dialect, a.Mnemonic = d.str(), d.str()
		a.Named = d.named()
	case AttrDictionary:
		a.Named = d.named()
	case AttrDenseI64Array, AttrDenseI32Array:
		n := d.count(1)
		for i := 0; i < n && d.err == nil; i++ {
			a.Ints = append(a.Ints, d.int())
		}
	case AttrDenseBoolArray:
		n := d.count(1)
		for i := 0; i < n && d.err == nil; i++ {
			a.BoolList = append(a.BoolList, d.bool())
		}
	case AttrDenseElements:
		a.Typ, a.Splat = d.typeRef(), d.bool()
		a.Data = d.bytes(d.count(1))
	case AttrDenseResource:
		a.Typ, a.StrVal, a.HasBlob = d.typeRef(), d.str(), d.bool()
		a.Data = d.bytes(d.count(1))
	case AttrEnum:
		a.Dialect, a.Mnemonic = d.str(), d.str()
		v := d.int()
		if v < math.MinInt32 || v > math.MaxInt32 {
			d.fail("enumeration value %d out of range", v)
		}
		a.EnumVal = int32(v)
	}
	return a
}

func (d *decoder) function() *Func {
	f := &Func{Name: d.str(), Private: d.bool(), Loc: d.str()}
	f.Params = d.typeRefs()
	f.Results = d.typeRefs()
	f.ParamNames = make([]string, len(f.Params))
	for i := range f.ParamNames {
		f.ParamNames[i] = d.str()
	}
	f.ResultNames = make([]string, len(f.Results))
	for i := range f.ResultNames {
		f.ResultNames[i] = d.str()
	}
	f.Values = d.typeRefs()
	if d.bool() {
		f.Body = d.region(0, len(f.Values))
	}
	return f
}

func (d *decoder) region(depth, nValues int) *Region {
	if depth > maxNesting {
		d.fail("regions nest deeper than %d", maxNesting)
		return nil
	}
	r := &Region{}
	n := d.count(2)
	for i := 0; i < n && d.err == nil; i++ {
		blk := &Block{Args: d.ids(0, nValues)}
		m := d.count(6)
		for j := 0; j < m && d.err == nil; j++ {
			o := &Op{Name: d.str(), Loc: d.str()}
			o.Operands = d.ids(1, nValues)
			o.Results = d.ids(0, nValues)
			o.Attrs = d.named()
			nr := d.count(1)
			for k := 0; k < nr && d.err == nil; k++ {
				o.Regions = append(o.Regions, d.region(depth+1, nValues))
			}
			blk.Ops = append(blk.Ops, o)
		}
		r.Blocks = append(r.Blocks, blk)
	}
	return r
}

// ids reads value ids shifted by off, each below nValues.
func (d *decoder) ids(off, nValues int) []int {
	n := d.count(1)
	if n == 0 {
		return nil
	}
	out := make([]int, 0, n)
	for i := 0; i < n && d.err == nil; i++ {
		v := d.uint()
		if v >= uint64(nValues+off) && d.err == nil {
			d.fail("value %d out of range", int64(v)-int64(off))
			return nil
		}
		out = append(out, int(v)-off)
	}
	return out
}
