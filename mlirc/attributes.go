package mlirc

/*
#include "bridge.h"
#include "mlir-c/BuiltinAttributes.h"
*/
import "C"

import (
	"unsafe"
)

// Attribute is a borrowed handle to an MLIR attribute (owned by its context).
type Attribute struct{ c C.MlirAttribute }

// NamedAttribute is an attribute with its name.
type NamedAttribute struct {
	Name  string
	Value Attribute
}

// IsNull reports whether the handle is null.
func (a Attribute) IsNull() bool { return a.c.ptr == nil }

// Equal reports whether two attributes are the same.
func (a Attribute) Equal(o Attribute) bool { return bool(C.mlirAttributeEqual(a.c, o.c)) }

// String prints the attribute.
func (a Attribute) String() string {
	if a.IsNull() {
		return "<null attribute>"
	}
	var buf C.mlircBuffer
	C.mlircPrintAttribute(a.c, &buf)
	return takeBuffer(&buf)
}

// Type returns the attribute's type (null for untyped attributes).
func (a Attribute) Type() Type { return Type{C.mlirAttributeGetType(a.c)} }

// DialectNamespace returns the namespace of the dialect defining a.
func (a Attribute) DialectNamespace() string {
	return goString(C.mlirDialectGetNamespace(C.mlirAttributeGetDialect(a.c)))
}

// Ptr returns the underlying C pointer, for packages with their own C API.
func (a Attribute) Ptr() unsafe.Pointer { return unsafe.Pointer(a.c.ptr) }

// AttributeFromPtr wraps a C pointer obtained from another package's C API.
func AttributeFromPtr(p unsafe.Pointer) Attribute { return Attribute{C.MlirAttribute{ptr: p}} }

// IsInteger reports whether a is an integer attribute.
func (a Attribute) IsInteger() bool { return bool(C.mlirAttributeIsAInteger(a.c)) }

// Int returns an integer attribute's value, sign-extended unless its type is
// unsigned.
func (a Attribute) Int() int64 {
	t := a.Type()
	switch {
	case t.IsUnsigned():
		return int64(C.mlirIntegerAttrGetValueUInt(a.c))
	case t.IsSigned():
		return int64(C.mlirIntegerAttrGetValueSInt(a.c))
	}
	return int64(C.mlirIntegerAttrGetValueInt(a.c))
}

// IsFloat reports whether a is a float attribute.
func (a Attribute) IsFloat() bool { return bool(C.mlirAttributeIsAFloat(a.c)) }

// Float returns a float attribute's value as a float64.
func (a Attribute) Float() float64 { return float64(C.mlirFloatAttrGetValueDouble(a.c)) }

// IsBool reports whether a is a bool attribute.
func (a Attribute) IsBool() bool { return bool(C.mlirAttributeIsABool(a.c)) }

// Bool returns a bool attribute's value.
func (a Attribute) Bool() bool { return bool(C.mlirBoolAttrGetValue(a.c)) }

// IsUnit reports whether a is the unit attribute.
func (a Attribute) IsUnit() bool { return bool(C.mlirAttributeIsAUnit(a.c)) }

// IsString reports whether a is a string attribute.
func (a Attribute) IsString() bool { return bool(C.mlirAttributeIsAString(a.c)) }

// Str returns a string attribute's value.
func (a Attribute) Str() string { return goString(C.mlirStringAttrGetValue(a.c)) }

// IsTypeAttr reports whether a is a type attribute.
func (a Attribute) IsTypeAttr() bool { return bool(C.mlirAttributeIsAType(a.c)) }

// TypeValue returns a type attribute's type.
func (a Attribute) TypeValue() Type { return Type{C.mlirTypeAttrGetValue(a.c)} }

// IsArray reports whether a is an array attribute.
func (a Attribute) IsArray() bool { return bool(C.mlirAttributeIsAArray(a.c)) }

// Elements returns an array attribute's elements.
func (a Attribute) Elements() []Attribute {
	n := int(C.mlirArrayAttrGetNumElements(a.c))
	out := make([]Attribute, n)
	for i := range out {
		out[i] = Attribute{C.mlirArrayAttrGetElement(a.c, C.intptr_t(i))}
	}
	return out
}

// IsDictionary reports whether a is a dictionary attribute.
func (a Attribute) IsDictionary() bool { return bool(C.mlirAttributeIsADictionary(a.c)) }

// Entries returns a dictionary attribute's entries in order.
func (a Attribute) Entries() []NamedAttribute {
	n := int(C.mlirDictionaryAttrGetNumElements(a.c))
	out := make([]NamedAttribute, n)
	for i := range out {
		na := C.mlirDictionaryAttrGetElement(a.c, C.intptr_t(i))
		out[i] = NamedAttribute{goString(C.mlirIdentifierStr(na.name)), Attribute{na.attribute}}
	}
	return out
}

// Lookup returns a dictionary attribute's entry, null when absent.
func (a Attribute) Lookup(name string) Attribute {
	return Attribute{C.mlirDictionaryAttrGetElementByName(a.c, stringRef(name))}
}

// IsSymbolRef reports whether a is a (possibly nested) symbol reference.
func (a Attribute) IsSymbolRef() bool {
	return bool(C.mlirAttributeIsASymbolRef(a.c)) || bool(C.mlirAttributeIsAFlatSymbolRef(a.c))
}

// Symbol returns the root symbol name of a symbol reference attribute.
func (a Attribute) Symbol() string {
	if bool(C.mlirAttributeIsAFlatSymbolRef(a.c)) {
		return goString(C.mlirFlatSymbolRefAttrGetValue(a.c))
	}
	return goString(C.mlirSymbolRefAttrGetRootReference(a.c))
}

// IsDenseI64Array reports whether a is an array<i64: ...> attribute.
func (a Attribute) IsDenseI64Array() bool { return bool(C.mlirAttributeIsADenseI64Array(a.c)) }

// IsDenseBoolArray reports whether a is an array<i1: ...> attribute.
func (a Attribute) IsDenseBoolArray() bool { return bool(C.mlirAttributeIsADenseBoolArray(a.c)) }

// I64s returns the values of an array<i64> attribute, a dense integer
// elements attribute, or an array attribute of integers.
func (a Attribute) I64s() []int64 {
	switch {
	case a.IsDenseI64Array():
		n := int(C.mlirDenseArrayGetNumElements(a.c))
		out := make([]int64, n)
		for i := range out {
			out[i] = int64(C.mlirDenseI64ArrayGetElement(a.c, C.intptr_t(i)))
		}
		return out
	case a.IsDenseElements() && (a.Type().ElementType().IsInteger() || a.Type().ElementType().IsIndex()):
		elem := a.Type().ElementType()
		width := storageBytes(elem)
		raw := a.RawData()
		n := a.NumElements()
		out := make([]int64, n)
		for i := range out {
			j := i
			if a.IsSplat() {
				j = 0
			}
			var v uint64
			for b := width - 1; b >= 0; b-- {
				v = v<<8 | uint64(raw[j*width+b])
			}
			bits := elem.IntegerWidth()
			if elem.IsIndex() {
				bits = 64
			}
			if bits < 64 && !elem.IsUnsigned() && v&(1<<(bits-1)) != 0 {
				v |= ^uint64(0) << bits
			}
			out[i] = int64(v)
		}
		return out
	case a.IsArray():
		els := a.Elements()
		out := make([]int64, len(els))
		for i, e := range els {
			out[i] = e.Int()
		}
		return out
	}
	return nil
}

// Bools returns the values of an array<i1> attribute.
func (a Attribute) Bools() []bool {
	if !a.IsDenseBoolArray() {
		return nil
	}
	n := int(C.mlirDenseArrayGetNumElements(a.c))
	out := make([]bool, n)
	for i := range out {
		out[i] = bool(C.mlirDenseBoolArrayGetElement(a.c, C.intptr_t(i)))
	}
	return out
}

// IsDenseElements reports whether a is a dense elements attribute.
func (a Attribute) IsDenseElements() bool { return bool(C.mlirAttributeIsADenseElements(a.c)) }

// IsSplat reports whether a dense elements attribute holds one value.
func (a Attribute) IsSplat() bool { return bool(C.mlirDenseElementsAttrIsSplat(a.c)) }

// NumElements returns the number of elements of an elements attribute.
func (a Attribute) NumElements() int { return int(C.mlirElementsAttrGetNumElements(a.c)) }

// IsDenseResourceElements reports whether a is a dense_resource elements
// attribute, whose elements live in a resource blob (the file's
// dialect_resources section) rather than in the attribute.
func (a Attribute) IsDenseResourceElements() bool {
	return !a.IsNull() && bool(C.mlirAttributeIsADenseResourceElements(a.c))
}

// ResourceKey returns the blob key of a dense_resource elements attribute
// (the name inside dense_resource<...>), or "" for another attribute.
func (a Attribute) ResourceKey() string {
	if !a.IsDenseResourceElements() {
		return ""
	}
	return goString(C.mlirGoDenseResourceElementsAttrGetKey(a.c))
}

// ResourceBlob returns a copy of the bytes of a dense_resource elements
// attribute's blob: the elements in storage order, each in ceil(bits/8)
// little-endian bytes (i1 one byte each, complex real then imaginary),
// without the alignment prefix of the textual form. ok is false when a is
// not such an attribute or its blob is missing (elided, or not in the
// dialect_resources section).
func (a Attribute) ResourceBlob() (data []byte, ok bool) {
	if !a.IsDenseResourceElements() {
		return nil, false
	}
	var p unsafe.Pointer
	var n C.intptr_t
	if !bool(C.mlirGoDenseResourceElementsAttrGetBlob(a.c, &p, &n)) {
		return nil, false
	}
	out := make([]byte, int(n))
	if n > 0 {
		copy(out, unsafe.Slice((*byte)(p), int(n)))
	}
	return out, true
}

// RawData returns a copy of a dense int/float elements attribute's storage:
// one element (splat) or all elements, each in ceil(bits/8) little-endian
// bytes; complex elements store real then imaginary parts. i1 elements come
// back one byte (0 or 1) each, unpacked from MLIR's bit-packed storage.
func (a Attribute) RawData() []byte {
	p := C.mlirDenseElementsAttrGetRawData(a.c)
	elem := a.Type().ElementType()
	n := a.NumElements()
	if a.IsSplat() {
		n = 1
	}
	if elem.IsInteger() && elem.IntegerWidth() == 1 {
		// MLIR packs i1 elements eight to a byte, least significant bit
		// first; a splat holds one byte.
		if p == nil || n == 0 {
			return nil
		}
		packed := C.GoBytes(p, C.int((n+7)/8))
		out := make([]byte, n)
		for i := range out {
			if a.IsSplat() {
				if packed[0] != 0 {
					out[i] = 1
				}
				continue
			}
			out[i] = packed[i/8] >> (i % 8) & 1
		}
		return out
	}
	size := n * storageBytes(elem)
	if p == nil || size == 0 {
		return nil
	}
	return C.GoBytes(p, C.int(size))
}

// storageBytes returns the bytes MLIR's dense storage uses per element.
func storageBytes(t Type) int {
	switch {
	case t.IsComplex():
		return 2 * storageBytes(t.ElementType())
	case t.IsInteger():
		return (t.IntegerWidth() + 7) / 8
	case t.IsIndex():
		return 8
	case t.IsFloat():
		return (t.FloatWidth() + 7) / 8
	}
	return 0
}

// StringAttr returns a string attribute.
func (ctx *Context) StringAttr(s string) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	return Attribute{C.mlirStringAttrGet(c, stringRef(s))}
}

// IntegerAttr returns an integer attribute of type t.
func IntegerAttr(t Type, v int64) Attribute {
	return Attribute{C.mlirIntegerAttrGet(t.c, C.int64_t(v))}
}

// FloatAttr returns a float attribute of type t.
func FloatAttr(t Type, v float64) Attribute {
	return Attribute{C.mlirFloatAttrDoubleGet(t.context(), t.c, C.double(v))}
}

// TypeAttr returns a type attribute holding t.
func TypeAttr(t Type) Attribute { return Attribute{C.mlirTypeAttrGet(t.c)} }

// BoolAttr returns a bool attribute.
func (ctx *Context) BoolAttr(v bool) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	var i C.int
	if v {
		i = 1
	}
	return Attribute{C.mlirBoolAttrGet(c, i)}
}

// UnitAttr returns the unit attribute.
func (ctx *Context) UnitAttr() Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	return Attribute{C.mlirUnitAttrGet(c)}
}

// FlatSymbolRefAttr returns @name.
func (ctx *Context) FlatSymbolRefAttr(name string) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	return Attribute{C.mlirFlatSymbolRefAttrGet(c, stringRef(name))}
}

// ArrayAttr returns [elems...].
func (ctx *Context) ArrayAttr(elems []Attribute) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	cs := make([]C.MlirAttribute, len(elems))
	for i, e := range elems {
		cs[i] = e.c
	}
	var p *C.MlirAttribute
	if len(cs) > 0 {
		p = &cs[0]
	}
	return Attribute{C.mlirArrayAttrGet(c, C.intptr_t(len(cs)), p)}
}

// DenseI64ArrayAttr returns array<i64: vals...>.
func (ctx *Context) DenseI64ArrayAttr(vals []int64) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	cs := make([]C.int64_t, len(vals))
	for i, v := range vals {
		cs[i] = C.int64_t(v)
	}
	var p *C.int64_t
	if len(cs) > 0 {
		p = &cs[0]
	}
	return Attribute{C.mlirDenseI64ArrayGet(c, C.intptr_t(len(cs)), p)}
}

// DenseElementsAttr builds a dense elements attribute of shaped type t from
// raw storage in the layout RawData returns.
func DenseElementsAttr(t Type, raw []byte) Attribute {
	if elem := t.ElementType(); elem.IsInteger() && elem.IntegerWidth() == 1 && len(raw) > 1 {
		// MLIR expects i1 elements packed eight to a byte.
		packed := make([]byte, (len(raw)+7)/8)
		for i, b := range raw {
			if b != 0 {
				packed[i/8] |= 1 << (i % 8)
			}
		}
		raw = packed
	}
	if len(raw) == 0 {
		return Attribute{C.mlirDenseElementsAttrRawBufferGet(t.c, 0, nil)}
	}
	p := C.CBytes(raw)
	defer C.free(p)
	return Attribute{C.mlirDenseElementsAttrRawBufferGet(t.c, C.size_t(len(raw)), p)}
}

// DictionaryAttr returns {entries...}.
func (ctx *Context) DictionaryAttr(entries []NamedAttribute) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	cs := make([]C.MlirNamedAttribute, len(entries))
	for i, e := range entries {
		cs[i] = C.mlirNamedAttributeGet(C.mlirIdentifierGet(c, stringRef(e.Name)), e.Value.c)
	}
	var p *C.MlirNamedAttribute
	if len(cs) > 0 {
		p = &cs[0]
	}
	return Attribute{C.mlirDictionaryAttrGet(c, C.intptr_t(len(cs)), p)}
}
