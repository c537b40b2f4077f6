package mlirc

/*
#include "bridge.h"
*/
import "C"

import "unsafe"

// WithPtr calls fn with the raw MlirContext pointer while holding the
// context, for packages that call other C APIs (dialect bindings) through
// cgo. The pointer is valid only during fn; it returns ErrClosed, without
// calling fn, once the context is closed.
func (ctx *Context) WithPtr(fn func(p unsafe.Pointer)) error {
	c, unlock, err := ctx.lock()
	if err != nil {
		return err
	}
	defer unlock()
	fn(unsafe.Pointer(c.ptr))
	return nil
}

// WithOperationPtr calls fn with the raw MlirOperation pointer of the
// module's operation while holding its context, for dialect bindings that
// call other C APIs through cgo. The pointer is valid only during fn.
func (m *Module) WithOperationPtr(fn func(p unsafe.Pointer)) error {
	op, err := m.Operation()
	if err != nil {
		return err
	}
	return m.ctx.WithPtr(func(unsafe.Pointer) { fn(unsafe.Pointer(op.c.ptr)) })
}

// IsDenseI32Array reports whether a is an array<i32: ...> attribute.
func (a Attribute) IsDenseI32Array() bool { return bool(C.mlirAttributeIsADenseI32Array(a.c)) }

// I32s returns the values of an array<i32> attribute, or nil for other
// attributes.
func (a Attribute) I32s() []int32 {
	if !a.IsDenseI32Array() {
		return nil
	}
	n := int(C.mlirDenseArrayGetNumElements(a.c))
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(C.mlirDenseI32ArrayGetElement(a.c, C.intptr_t(i)))
	}
	return out
}

// DenseI32ArrayAttr returns array<i32: vals...>.
func (ctx *Context) DenseI32ArrayAttr(vals []int32) Attribute {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Attribute{}
	}
	defer unlock()
	cs := make([]C.int32_t, len(vals))
	for i, v := range vals {
		cs[i] = C.int32_t(v)
	}
	var p *C.int32_t
	if len(cs) > 0 {
		p = &cs[0]
	}
	return Attribute{C.mlirDenseI32ArrayGet(c, C.intptr_t(len(cs)), p)}
}

// I64Attr returns a signless 64-bit integer attribute.
func (ctx *Context) I64Attr(v int64) Attribute {
	return IntegerAttr(ctx.IntegerType(64, 0), v)
}

// I32Attr returns a signless 32-bit integer attribute.
func (ctx *Context) I32Attr(v int32) Attribute {
	return IntegerAttr(ctx.IntegerType(32, 0), int64(v))
}

// SplatAttr returns the dense elements attribute of shaped type t whose
// elements all equal elem (an integer, float or bool attribute of t's
// element type).
func SplatAttr(t Type, elem Attribute) Attribute {
	return Attribute{C.mlirDenseElementsAttrSplatGet(t.c, elem.c)}
}

// SplatNumber returns the dense elements attribute of shaped type t whose
// elements all equal v converted to t's element type: rounded for floats,
// truncated for integers, v != 0 for i1, and v + 0i for complex types. It
// returns a null attribute for other element types.
func SplatNumber(t Type, v float64) Attribute {
	elem := t.ElementType()
	switch {
	case elem.IsFloat():
		return SplatAttr(t, FloatAttr(elem, v))
	case elem.IsInteger() && elem.IntegerWidth() == 1:
		var b C.int
		if v != 0 {
			b = 1
		}
		return Attribute{C.mlirDenseElementsAttrBoolSplatGet(t.c, C.bool(b != 0))}
	case elem.IsInteger() || elem.IsIndex():
		return SplatAttr(t, IntegerAttr(elem, int64(v)))
	case elem.IsComplex():
		part := Type{C.mlirComplexTypeGetElementType(elem.c)}
		re, im := FloatAttr(part, v), FloatAttr(part, 0)
		// One element's storage (real then imaginary part) stands for a
		// splat.
		width := storageBytes(part)
		raw := append(re.rawScalar(width), im.rawScalar(width)...)
		return DenseElementsAttr(t, raw)
	}
	return Attribute{}
}

// rawScalar returns the little-endian storage of a float attribute in
// width bytes.
func (a Attribute) rawScalar(width int) []byte {
	one := SplatAttr(RankedTensorType(nil, a.Type(), Attribute{}), a)
	raw := one.RawData()
	if len(raw) < width {
		return make([]byte, width)
	}
	return raw[:width]
}
