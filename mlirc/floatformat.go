package mlirc

/*
#include "mlir-c/BuiltinTypes.h"
*/
import "C"

// FloatFormat names one of MLIR's builtin floating-point types.
type FloatFormat int

// The builtin floating-point types, by their MLIR names.
const (
	FloatNone          FloatFormat = iota // not a builtin float type
	FloatF4E2M1FN                         // f4E2M1FN
	FloatF6E2M3FN                         // f6E2M3FN
	FloatF6E3M2FN                         // f6E3M2FN
	FloatF8E3M4                           // f8E3M4
	FloatF8E4M3                           // f8E4M3
	FloatF8E4M3FN                         // f8E4M3FN
	FloatF8E4M3FNUZ                       // f8E4M3FNUZ
	FloatF8E4M3B11FNUZ                    // f8E4M3B11FNUZ
	FloatF8E5M2                           // f8E5M2
	FloatF8E5M2FNUZ                       // f8E5M2FNUZ
	FloatF8E8M0FNU                        // f8E8M0FNU
	FloatBF16                             // bf16
	FloatF16                              // f16
	FloatTF32                             // tf32
	FloatF32                              // f32
	FloatF64                              // f64
)

// FloatFormat identifies a builtin floating-point type through MLIR's type
// predicates; it returns FloatNone for any other type (f80 and f128
// included).
func (t Type) FloatFormat() FloatFormat {
	if t.IsNull() || !t.IsFloat() {
		return FloatNone
	}
	for _, f := range []struct {
		is     func(C.MlirType) C.bool
		format FloatFormat
	}{
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAF32(c) }, FloatF32},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAF64(c) }, FloatF64},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAF16(c) }, FloatF16},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsABF16(c) }, FloatBF16},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsATF32(c) }, FloatTF32},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat4E2M1FN(c) }, FloatF4E2M1FN},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat6E2M3FN(c) }, FloatF6E2M3FN},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat6E3M2FN(c) }, FloatF6E3M2FN},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E3M4(c) }, FloatF8E3M4},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E4M3(c) }, FloatF8E4M3},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E4M3FN(c) }, FloatF8E4M3FN},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E4M3FNUZ(c) }, FloatF8E4M3FNUZ},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E4M3B11FNUZ(c) }, FloatF8E4M3B11FNUZ},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E5M2(c) }, FloatF8E5M2},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E5M2FNUZ(c) }, FloatF8E5M2FNUZ},
		{func(c C.MlirType) C.bool { return C.mlirTypeIsAFloat8E8M0FNU(c) }, FloatF8E8M0FNU},
	} {
		if bool(f.is(t.c)) {
			return f.format
		}
	}
	return FloatNone
}
