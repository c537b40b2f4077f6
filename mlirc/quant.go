package mlirc

/*
#include "bridge.h"
#include "mlir-c/Dialect/Quant.h"
*/
import "C"

// Accessors for the quant dialect's types (!quant.uniform and friends). All
// of them take the borrowed Type handle they are called on; the Type results
// are borrowed from the same context.

// IsQuantized reports whether t is any type of the quant dialect.
func (t Type) IsQuantized() bool { return bool(C.mlirTypeIsAQuantizedType(t.c)) }

// IsUniformQuantized reports whether t is a per-tensor
// !quant.uniform<storage:expressed, scale:zero_point> type.
func (t Type) IsUniformQuantized() bool { return bool(C.mlirTypeIsAUniformQuantizedType(t.c)) }

// IsUniformQuantizedPerAxis reports whether t is a per-axis
// !quant.uniform<storage:expressed:dim, {scale:zero_point, ...}> type.
func (t Type) IsUniformQuantizedPerAxis() bool {
	return bool(C.mlirTypeIsAUniformQuantizedPerAxisType(t.c))
}

// QuantizedStorageType returns the integer type that stores the values of a
// quantized type.
func (t Type) QuantizedStorageType() Type { return Type{C.mlirQuantizedTypeGetStorageType(t.c)} }

// QuantizedExpressedType returns the float type a quantized type's values
// stand for.
func (t Type) QuantizedExpressedType() Type {
	return Type{C.mlirQuantizedTypeGetExpressedType(t.c)}
}

// QuantizedIsSigned reports whether a quantized type's storage is signed.
func (t Type) QuantizedIsSigned() bool { return bool(C.mlirQuantizedTypeIsSigned(t.c)) }

// QuantizedStorageWidth returns the bit width of a quantized type's storage.
func (t Type) QuantizedStorageWidth() int {
	return int(C.mlirQuantizedTypeGetStorageTypeIntegralWidth(t.c))
}

// QuantizedStorageMin returns the smallest value a quantized type may store.
func (t Type) QuantizedStorageMin() int64 { return int64(C.mlirQuantizedTypeGetStorageTypeMin(t.c)) }

// QuantizedStorageMax returns the largest value a quantized type may store.
func (t Type) QuantizedStorageMax() int64 { return int64(C.mlirQuantizedTypeGetStorageTypeMax(t.c)) }

// UniformScale returns the scale of a per-tensor uniform quantized type.
func (t Type) UniformScale() float64 { return float64(C.mlirUniformQuantizedTypeGetScale(t.c)) }

// UniformZeroPoint returns the zero point of a per-tensor uniform quantized
// type.
func (t Type) UniformZeroPoint() int64 { return int64(C.mlirUniformQuantizedTypeGetZeroPoint(t.c)) }

// PerAxisNumScales returns the number of (scale, zero point) pairs of a
// per-axis uniform quantized type.
func (t Type) PerAxisNumScales() int {
	return int(C.mlirUniformQuantizedPerAxisTypeGetNumDims(t.c))
}

// PerAxisScale returns scale i of a per-axis uniform quantized type.
func (t Type) PerAxisScale(i int) float64 {
	return float64(C.mlirUniformQuantizedPerAxisTypeGetScale(t.c, C.intptr_t(i)))
}

// PerAxisZeroPoint returns zero point i of a per-axis uniform quantized
// type.
func (t Type) PerAxisZeroPoint(i int) int64 {
	return int64(C.mlirUniformQuantizedPerAxisTypeGetZeroPoint(t.c, C.intptr_t(i)))
}

// PerAxisDimension returns the quantized dimension of a per-axis uniform
// quantized type.
func (t Type) PerAxisDimension() int {
	return int(C.mlirUniformQuantizedPerAxisTypeGetQuantizedDimension(t.c))
}
