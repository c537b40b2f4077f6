// Package jaxexport reads the serialization of a JAX exported function
// (what jax.export's Exported.serialize() returns): a FlatBuffer, in the
// schema of JAX's export/serialization.fbs, that wraps the function's
// StableHLO portable artifact with its signature, the platforms it was
// lowered for and its calling convention.
//
// The accessors are written by hand over the FlatBuffers Table API
// (github.com/google/flatbuffers/go) and read only the fields the tools
// use. Every read is bounds-checked: a truncated or corrupted blob gives an
// error, never a panic.
package jaxexport

import (
	"errors"
	"fmt"
	"strings"

	flatbuffers "github.com/google/flatbuffers/go"
)

// DType is an element type of JAX's schema.
type DType int8

// dtypeNames are the DType values' names, in the schema's order.
var dtypeNames = [...]string{
	"bool", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64",
	"f16", "f32", "f64", "c64", "c128", "bf16", "i4", "ui4",
	"f8_e4m3b11fnuz", "f8_e4m3fn", "f8_e4m3fnuz", "f8_e5m2", "f8_e5m2fnuz",
	"f0", "f8_e4m3", "f8_e3m4", "f8_e8m0fnu", "f4_e2m1fn",
	"key<fry>", "key<rbg>", "key<unsafe_rbg>",
}

// String names the type as JAX's schema does.
func (d DType) String() string {
	if d >= 0 && int(d) < len(dtypeNames) {
		return dtypeNames[d]
	}
	return fmt.Sprintf("dtype(%d)", int8(d))
}

// AbstractValue is the type of one argument or result: a token, or an array
// of a shape (dimension sizes or symbolic expressions, as JAX writes them)
// and element type.
type AbstractValue struct {
	Token bool
	Shape []string
	DType DType
}

// String prints the value as f32[2,3] (or "token").
func (a AbstractValue) String() string {
	if a.Token {
		return "token"
	}
	return a.DType.String() + "[" + strings.Join(a.Shape, ",") + "]"
}

// Exported is what a serialized exported function says.
type Exported struct {
	// SerializationVersion is the version of JAX's schema it was written in.
	SerializationVersion uint16
	// FunctionName names the exported function.
	FunctionName string
	// InAvals and OutAvals are the types of the flattened arguments and
	// results.
	InAvals, OutAvals []AbstractValue
	// Platforms are the platforms the function was lowered for.
	Platforms []string
	// NrDevices is the number of devices the function runs on.
	NrDevices int
	// OrderedEffects and UnorderedEffects name the effects' types.
	OrderedEffects, UnorderedEffects []string
	// CallingConventionVersion is the version of the calling convention of
	// the module's main function.
	CallingConventionVersion uint16
	// Module is the StableHLO portable artifact.
	Module []byte
}

// Summary prints the wrapper's description of the function, one fact a
// line.
func (e *Exported) Summary() string {
	var b strings.Builder
	avals := func(vs []AbstractValue) string {
		parts := make([]string, len(vs))
		for i, v := range vs {
			parts[i] = v.String()
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	fmt.Fprintf(&b, "jax.export function: %s\n", e.FunctionName)
	fmt.Fprintf(&b, "inputs: %s\n", avals(e.InAvals))
	fmt.Fprintf(&b, "outputs: %s\n", avals(e.OutAvals))
	fmt.Fprintf(&b, "platforms: %s\n", strings.Join(e.Platforms, ", "))
	fmt.Fprintf(&b, "devices: %d\n", e.NrDevices)
	fmt.Fprintf(&b, "calling convention version: %d\n", e.CallingConventionVersion)
	fmt.Fprintf(&b, "serialization version: %d\n", e.SerializationVersion)
	if len(e.OrderedEffects)+len(e.UnorderedEffects) > 0 {
		fmt.Fprintf(&b, "effects: ordered %v, unordered %v\n", e.OrderedEffects, e.UnorderedEffects)
	}
	return b.String()
}

// The vtable slots of the schema's tables (4 + 2 * field index).
const (
	exportedSerializationVersion = 4
	exportedFunctionName         = 6
	exportedInAvals              = 10
	exportedOutAvals             = 14
	exportedNrDevicesShort       = 16
	exportedPlatforms            = 22
	exportedOrderedEffects       = 24
	exportedUnorderedEffects     = 26
	exportedMlirModule           = 30
	exportedCallingConvention    = 32
	exportedNrDevices            = 40
	exportedUniqueAvals          = 42
	exportedInAvalsIdxs          = 48
	exportedOutAvalsIdxs         = 50

	avalKind  = 4
	avalShape = 6
	avalDType = 8

	effectTypeName = 4
)

// reader wraps a table with bounds checks.
type reader struct {
	t flatbuffers.Table
}

// errCorrupt is wrapped by every error about the blob's structure.
var errCorrupt = errors.New("corrupted jax.export serialization")

func (r reader) check(off, n uint64) {
	if off+n > uint64(len(r.t.Bytes)) || off+n < off {
		panic(fmt.Errorf("%w: offset %d (+%d bytes) is past the end (%d bytes)", errCorrupt, off, n, len(r.t.Bytes)))
	}
}

// field returns the absolute position of a field, or 0 when absent.
func (r reader) field(slot flatbuffers.VOffsetT) flatbuffers.UOffsetT {
	r.check(uint64(r.t.Pos), 4)
	vtable := int64(r.t.Pos) - int64(r.t.GetSOffsetT(r.t.Pos))
	if vtable < 0 {
		panic(fmt.Errorf("%w: table at offset %d has its vtable before the start", errCorrupt, r.t.Pos))
	}
	r.check(uint64(vtable), 2)
	if vsize := r.t.GetVOffsetT(flatbuffers.UOffsetT(vtable)); slot >= vsize {
		return 0
	}
	r.check(uint64(vtable)+uint64(slot), 2)
	o := r.t.GetVOffsetT(flatbuffers.UOffsetT(vtable) + flatbuffers.UOffsetT(slot))
	if o == 0 {
		return 0
	}
	return r.t.Pos + flatbuffers.UOffsetT(o)
}

func (r reader) uint16(slot flatbuffers.VOffsetT) uint16 {
	p := r.field(slot)
	if p == 0 {
		return 0
	}
	r.check(uint64(p), 2)
	return r.t.GetUint16(p)
}

func (r reader) int16(slot flatbuffers.VOffsetT) int16 {
	p := r.field(slot)
	if p == 0 {
		return 0
	}
	r.check(uint64(p), 2)
	return r.t.GetInt16(p)
}

func (r reader) int8(slot flatbuffers.VOffsetT) int8 {
	p := r.field(slot)
	if p == 0 {
		return 0
	}
	r.check(uint64(p), 1)
	return r.t.GetInt8(p)
}

func (r reader) uint32(slot flatbuffers.VOffsetT) uint32 {
	p := r.field(slot)
	if p == 0 {
		return 0
	}
	r.check(uint64(p), 4)
	return r.t.GetUint32(p)
}

// indirect follows the offset stored at p.
func (r reader) indirect(p flatbuffers.UOffsetT) flatbuffers.UOffsetT {
	r.check(uint64(p), 4)
	return p + r.t.GetUOffsetT(p)
}

// vector returns the start and length of the vector at a field (0, 0 when
// absent), checked against elemSize bytes per element.
func (r reader) vector(slot flatbuffers.VOffsetT, elemSize uint64) (flatbuffers.UOffsetT, int) {
	p := r.field(slot)
	if p == 0 {
		return 0, 0
	}
	v := r.indirect(p)
	r.check(uint64(v), 4)
	n := r.t.GetUint32(v)
	r.check(uint64(v)+4, uint64(n)*elemSize)
	return v + 4, int(n)
}

func (r reader) stringAt(p flatbuffers.UOffsetT) string {
	s := r.indirect(p)
	r.check(uint64(s), 4)
	n := r.t.GetUint32(s)
	r.check(uint64(s)+4, uint64(n))
	return string(r.t.Bytes[s+4 : s+4+flatbuffers.UOffsetT(n)])
}

func (r reader) string(slot flatbuffers.VOffsetT) string {
	p := r.field(slot)
	if p == 0 {
		return ""
	}
	return r.stringAt(p)
}

func (r reader) strings(slot flatbuffers.VOffsetT) []string {
	v, n := r.vector(slot, 4)
	out := make([]string, n)
	for i := range out {
		out[i] = r.stringAt(v + flatbuffers.UOffsetT(4*i))
	}
	return out
}

func (r reader) bytes(slot flatbuffers.VOffsetT) []byte {
	v, n := r.vector(slot, 1)
	return r.t.Bytes[v : v+flatbuffers.UOffsetT(n)]
}

func (r reader) uint32s(slot flatbuffers.VOffsetT) []uint32 {
	v, n := r.vector(slot, 4)
	out := make([]uint32, n)
	for i := range out {
		out[i] = r.t.GetUint32(v + flatbuffers.UOffsetT(4*i))
	}
	return out
}

func (r reader) tables(slot flatbuffers.VOffsetT) []reader {
	v, n := r.vector(slot, 4)
	out := make([]reader, n)
	for i := range out {
		out[i] = reader{flatbuffers.Table{Bytes: r.t.Bytes, Pos: r.indirect(v + flatbuffers.UOffsetT(4*i))}}
	}
	return out
}

func readAval(r reader) AbstractValue {
	if r.int8(avalKind) == 1 {
		return AbstractValue{Token: true}
	}
	return AbstractValue{Shape: r.strings(avalShape), DType: DType(r.int8(avalDType))}
}

// avals reads the argument or result types: newer versions of the schema
// index a table of unique values, older ones list them.
func avals(r reader, listSlot, idxSlot flatbuffers.VOffsetT) []AbstractValue {
	if r.field(idxSlot) != 0 {
		unique := r.tables(exportedUniqueAvals)
		idxs := r.uint32s(idxSlot)
		out := make([]AbstractValue, len(idxs))
		for i, k := range idxs {
			if int(k) >= len(unique) {
				panic(fmt.Errorf("%w: value index %d of %d unique values", errCorrupt, k, len(unique)))
			}
			out[i] = readAval(unique[k])
		}
		return out
	}
	tables := r.tables(listSlot)
	out := make([]AbstractValue, len(tables))
	for i, t := range tables {
		out[i] = readAval(t)
	}
	return out
}

func effects(r reader, slot flatbuffers.VOffsetT) []string {
	var out []string
	for _, t := range r.tables(slot) {
		out = append(out, t.string(effectTypeName))
	}
	return out
}

// Read decodes a serialized exported function. The returned Module aliases
// data.
func Read(data []byte) (e *Exported, err error) {
	if len(data) < 8 {
		return nil, fmt.Errorf("%w: %d bytes is too short", errCorrupt, len(data))
	}
	defer func() {
		if p := recover(); p != nil {
			e = nil
			if perr, ok := p.(error); ok && errors.Is(perr, errCorrupt) {
				err = perr
				return
			}
			err = fmt.Errorf("%w: %v", errCorrupt, p)
		}
	}()
	root := reader{flatbuffers.Table{Bytes: data}}
	root.t.Pos = root.indirect(0)
	e = &Exported{
		SerializationVersion:     root.uint16(exportedSerializationVersion),
		FunctionName:             root.string(exportedFunctionName),
		InAvals:                  avals(root, exportedInAvals, exportedInAvalsIdxs),
		OutAvals:                 avals(root, exportedOutAvals, exportedOutAvalsIdxs),
		Platforms:                root.strings(exportedPlatforms),
		OrderedEffects:           effects(root, exportedOrderedEffects),
		UnorderedEffects:         effects(root, exportedUnorderedEffects),
		CallingConventionVersion: root.uint16(exportedCallingConvention),
		Module:                   root.bytes(exportedMlirModule),
	}
	e.NrDevices = int(root.uint32(exportedNrDevices))
	if root.field(exportedNrDevices) == 0 {
		e.NrDevices = int(root.int16(exportedNrDevicesShort))
	}
	if e.SerializationVersion == 0 {
		return nil, fmt.Errorf("%w: no serialization version", errCorrupt)
	}
	if len(e.Module) == 0 {
		return nil, fmt.Errorf("%w: no StableHLO module", errCorrupt)
	}
	return e, nil
}

// Looks reports whether data may be a serialized exported function rather
// than MLIR text or bytecode: FlatBuffers start with a little-endian offset,
// whose high bytes are zero for any blob under 16 MiB, and text never holds
// NUL bytes.
func Looks(data []byte) bool {
	return len(data) >= 8 && data[3] == 0 && (data[2] == 0 || len(data) >= 1<<16)
}
