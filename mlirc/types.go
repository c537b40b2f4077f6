package mlirc

/*
#include "bridge.h"
#include "mlir-c/BuiltinTypes.h"
*/
import "C"

// Type is a borrowed handle to an MLIR type (owned by its context).
type Type struct{ c C.MlirType }

// IsNull reports whether the handle is null.
func (t Type) IsNull() bool { return t.c.ptr == nil }

// Equal reports whether two types are the same type.
func (t Type) Equal(o Type) bool { return bool(C.mlirTypeEqual(t.c, o.c)) }

// String prints the type, e.g. `tensor<2x3xf32>`.
func (t Type) String() string {
	if t.IsNull() {
		return "<null type>"
	}
	var buf C.mlircBuffer
	C.mlircPrintType(t.c, &buf)
	return takeBuffer(&buf)
}

// Context returns the context owning the type as a raw handle usable with
// other types' constructors.
func (t Type) context() C.MlirContext { return C.mlirTypeGetContext(t.c) }

// IsRankedTensor reports whether t is a ranked tensor type.
func (t Type) IsRankedTensor() bool { return bool(C.mlirTypeIsARankedTensor(t.c)) }

// IsUnrankedTensor reports whether t is an unranked tensor type.
func (t Type) IsUnrankedTensor() bool { return bool(C.mlirTypeIsAUnrankedTensor(t.c)) }

// IsShaped reports whether t is a shaped type (tensor, vector, memref).
func (t Type) IsShaped() bool { return bool(C.mlirTypeIsAShaped(t.c)) }

// DynamicSize is the value Shape reports for a dynamic dimension.
const DynamicSize int64 = -1

// Shape returns the dimensions of a ranked shaped type, DynamicSize for
// dynamic ones; nil for other types.
func (t Type) Shape() []int64 {
	if !t.IsShaped() || !bool(C.mlirShapedTypeHasRank(t.c)) {
		return nil
	}
	r := int(C.mlirShapedTypeGetRank(t.c))
	out := make([]int64, r)
	for i := range out {
		if bool(C.mlirShapedTypeIsDynamicDim(t.c, C.intptr_t(i))) {
			out[i] = DynamicSize
		} else {
			out[i] = int64(C.mlirShapedTypeGetDimSize(t.c, C.intptr_t(i)))
		}
	}
	return out
}

// ElementType returns the element type of a shaped or complex type.
func (t Type) ElementType() Type {
	switch {
	case t.IsShaped():
		return Type{C.mlirShapedTypeGetElementType(t.c)}
	case t.IsComplex():
		return Type{C.mlirComplexTypeGetElementType(t.c)}
	}
	return Type{}
}

// Encoding returns a ranked tensor's encoding attribute (null when absent).
func (t Type) Encoding() Attribute {
	if !t.IsRankedTensor() {
		return Attribute{}
	}
	return Attribute{C.mlirRankedTensorTypeGetEncoding(t.c)}
}

// IsInteger reports whether t is an integer type.
func (t Type) IsInteger() bool { return bool(C.mlirTypeIsAInteger(t.c)) }

// IntegerWidth returns an integer type's bit width.
func (t Type) IntegerWidth() int { return int(C.mlirIntegerTypeGetWidth(t.c)) }

// IsUnsigned reports whether t is an unsigned integer type.
func (t Type) IsUnsigned() bool { return t.IsInteger() && bool(C.mlirIntegerTypeIsUnsigned(t.c)) }

// IsSigned reports whether t is an explicitly signed integer type (`si8`).
func (t Type) IsSigned() bool { return t.IsInteger() && bool(C.mlirIntegerTypeIsSigned(t.c)) }

// IsIndex reports whether t is the index type.
func (t Type) IsIndex() bool { return bool(C.mlirTypeIsAIndex(t.c)) }

// IsFloat reports whether t is any floating-point type.
func (t Type) IsFloat() bool { return bool(C.mlirTypeIsAFloat(t.c)) }

// FloatWidth returns a float type's bit width.
func (t Type) FloatWidth() int { return int(C.mlirFloatTypeGetWidth(t.c)) }

// IsComplex reports whether t is a complex type.
func (t Type) IsComplex() bool { return bool(C.mlirTypeIsAComplex(t.c)) }

// IsTuple reports whether t is a tuple type.
func (t Type) IsTuple() bool { return bool(C.mlirTypeIsATuple(t.c)) }

// TupleTypes returns the element types of a tuple type.
func (t Type) TupleTypes() []Type {
	if !t.IsTuple() {
		return nil
	}
	n := int(C.mlirTupleTypeGetNumTypes(t.c))
	out := make([]Type, n)
	for i := range out {
		out[i] = Type{C.mlirTupleTypeGetType(t.c, C.intptr_t(i))}
	}
	return out
}

// IsFunction reports whether t is a function type.
func (t Type) IsFunction() bool { return bool(C.mlirTypeIsAFunction(t.c)) }

// Inputs returns a function type's input types.
func (t Type) Inputs() []Type {
	n := int(C.mlirFunctionTypeGetNumInputs(t.c))
	out := make([]Type, n)
	for i := range out {
		out[i] = Type{C.mlirFunctionTypeGetInput(t.c, C.intptr_t(i))}
	}
	return out
}

// Results returns a function type's result types.
func (t Type) Results() []Type {
	n := int(C.mlirFunctionTypeGetNumResults(t.c))
	out := make([]Type, n)
	for i := range out {
		out[i] = Type{C.mlirFunctionTypeGetResult(t.c, C.intptr_t(i))}
	}
	return out
}

// DialectNamespace returns the namespace of the dialect defining t ("builtin"
// for builtin types).
func (t Type) DialectNamespace() string {
	return goString(C.mlirDialectGetNamespace(C.mlirTypeGetDialect(t.c)))
}

// Ptr returns the underlying C pointer, for packages with their own C API.
func (t Type) Ptr() unsafePointer { return unsafePointer(t.c.ptr) }

// TypeFromPtr wraps a C pointer obtained from another package's C API.
func TypeFromPtr(p unsafePointer) Type { return Type{C.MlirType{ptr: p}} }

// IntegerType returns a signless (signedness 0), signed (1) or unsigned (2)
// integer type of the given width.
func (ctx *Context) IntegerType(width int, signedness int) Type {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Type{}
	}
	defer unlock()
	switch signedness {
	case 1:
		return Type{C.mlirIntegerTypeSignedGet(c, C.uint(width))}
	case 2:
		return Type{C.mlirIntegerTypeUnsignedGet(c, C.uint(width))}
	}
	return Type{C.mlirIntegerTypeGet(c, C.uint(width))}
}

// F32Type returns the f32 type.
func (ctx *Context) F32Type() Type {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Type{}
	}
	defer unlock()
	return Type{C.mlirF32TypeGet(c)}
}

// F64Type returns the f64 type.
func (ctx *Context) F64Type() Type {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Type{}
	}
	defer unlock()
	return Type{C.mlirF64TypeGet(c)}
}

// RankedTensorType returns tensor<shape x elem> (DynamicSize for dynamic
// dimensions) with an optional encoding (pass a null Attribute for none).
func RankedTensorType(shape []int64, elem Type, encoding Attribute) Type {
	dims := make([]C.int64_t, len(shape))
	for i, d := range shape {
		if d == DynamicSize {
			dims[i] = C.mlirShapedTypeGetDynamicSize()
		} else {
			dims[i] = C.int64_t(d)
		}
	}
	var p *C.int64_t
	if len(dims) > 0 {
		p = &dims[0]
	}
	return Type{C.mlirRankedTensorTypeGet(C.intptr_t(len(dims)), p, elem.c, encoding.c)}
}

// ComplexType returns complex<elem>.
func ComplexType(elem Type) Type { return Type{C.mlirComplexTypeGet(elem.c)} }

// TupleType returns tuple<elems...> in ctx.
func (ctx *Context) TupleType(elems []Type) Type {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Type{}
	}
	defer unlock()
	cs := typesToC(elems)
	return Type{C.mlirTupleTypeGet(c, C.intptr_t(len(cs)), firstType(cs))}
}

// FunctionType returns (inputs) -> results in ctx.
func (ctx *Context) FunctionType(inputs, results []Type) Type {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Type{}
	}
	defer unlock()
	in, out := typesToC(inputs), typesToC(results)
	return Type{C.mlirFunctionTypeGet(c, C.intptr_t(len(in)), firstType(in), C.intptr_t(len(out)), firstType(out))}
}

func typesToC(ts []Type) []C.MlirType {
	out := make([]C.MlirType, len(ts))
	for i, t := range ts {
		out[i] = t.c
	}
	return out
}

func firstType(ts []C.MlirType) *C.MlirType {
	if len(ts) == 0 {
		return nil
	}
	return &ts[0]
}
