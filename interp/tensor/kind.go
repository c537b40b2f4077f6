// Package tensor is the value layer of the interpreter: element kinds, tensor
// types and flat, typed, row-major tensor storage, together with the numeric
// helpers (narrow float rounding, integer wrapping, raw bit patterns) and the
// textual and .npy encodings that kernels and drivers need.
//
// Every tensor stores its elements in exactly one Go slice whose element type
// is chosen by the tensor's Kind (see Kind.StorageType), so kernels can work
// on plain slices without per-element interfaces or allocations.
package tensor

import (
	"fmt"
	"strings"
)

// Kind identifies an element type of the StableHLO type system.
type Kind uint8

// Element kinds. The zero value, Invalid, is not a valid element type.
const (
	// Invalid is the zero Kind; it names no element type.
	Invalid Kind = iota
	// Bool is the boolean type i1.
	Bool
	// SI2 is the 2-bit signed integer type.
	SI2
	// SI4 is the 4-bit signed integer type.
	SI4
	// SI8 is the 8-bit signed integer type.
	SI8
	// SI16 is the 16-bit signed integer type.
	SI16
	// SI32 is the 32-bit signed integer type.
	SI32
	// SI64 is the 64-bit signed integer type.
	SI64
	// UI2 is the 2-bit unsigned integer type.
	UI2
	// UI4 is the 4-bit unsigned integer type.
	UI4
	// UI8 is the 8-bit unsigned integer type.
	UI8
	// UI16 is the 16-bit unsigned integer type.
	UI16
	// UI32 is the 32-bit unsigned integer type.
	UI32
	// UI64 is the 64-bit unsigned integer type.
	UI64
	// F4E2M1FN is the 4-bit MX float with 2 exponent and 1 mantissa bits and
	// no infinities or NaNs.
	F4E2M1FN
	// F6E2M3FN is the 6-bit MX float with 2 exponent and 3 mantissa bits and
	// no infinities or NaNs.
	F6E2M3FN
	// F6E3M2FN is the 6-bit MX float with 3 exponent and 2 mantissa bits and
	// no infinities or NaNs.
	F6E3M2FN
	// F8E3M4 is the IEEE-like 8-bit float with 3 exponent and 4 mantissa bits.
	F8E3M4
	// F8E4M3 is the IEEE-like 8-bit float with 4 exponent and 3 mantissa bits.
	F8E4M3
	// F8E4M3FN is the 8-bit float with 4 exponent and 3 mantissa bits, no
	// infinities and NaN encoded as all ones.
	F8E4M3FN
	// F8E4M3FNUZ is the 8-bit float with 4 exponent and 3 mantissa bits, no
	// infinities, no negative zero and NaN encoded as negative zero.
	F8E4M3FNUZ
	// F8E4M3B11FNUZ is F8E4M3FNUZ with exponent bias 11.
	F8E4M3B11FNUZ
	// F8E5M2 is the IEEE-like 8-bit float with 5 exponent and 2 mantissa bits.
	F8E5M2
	// F8E5M2FNUZ is the 8-bit float with 5 exponent and 2 mantissa bits, no
	// infinities, no negative zero and NaN encoded as negative zero.
	F8E5M2FNUZ
	// F8E8M0FNU is the unsigned, exponent-only 8-bit MX scale type.
	F8E8M0FNU
	// BF16 is bfloat16.
	BF16
	// F16 is IEEE binary16.
	F16
	// TF32 is the 19-bit TensorFloat32 format.
	TF32
	// F32 is IEEE binary32.
	F32
	// F64 is IEEE binary64.
	F64
	// Complex64 is complex<f32>.
	Complex64
	// Complex128 is complex<f64>.
	Complex128

	numKinds
)

// kindName returns the MLIR spelling of k, or "" for an invalid kind.
func kindName(k Kind) string {
	switch k {
	case Bool:
		return "i1"
	case SI2:
		return "i2"
	case SI4:
		return "i4"
	case SI8:
		return "i8"
	case SI16:
		return "i16"
	case SI32:
		return "i32"
	case SI64:
		return "i64"
	case UI2:
		return "ui2"
	case UI4:
		return "ui4"
	case UI8:
		return "ui8"
	case UI16:
		return "ui16"
	case UI32:
		return "ui32"
	case UI64:
		return "ui64"
	case F4E2M1FN:
		return "f4E2M1FN"
	case F6E2M3FN:
		return "f6E2M3FN"
	case F6E3M2FN:
		return "f6E3M2FN"
	case F8E3M4:
		return "f8E3M4"
	case F8E4M3:
		return "f8E4M3"
	case F8E4M3FN:
		return "f8E4M3FN"
	case F8E4M3FNUZ:
		return "f8E4M3FNUZ"
	case F8E4M3B11FNUZ:
		return "f8E4M3B11FNUZ"
	case F8E5M2:
		return "f8E5M2"
	case F8E5M2FNUZ:
		return "f8E5M2FNUZ"
	case F8E8M0FNU:
		return "f8E8M0FNU"
	case BF16:
		return "bf16"
	case F16:
		return "f16"
	case TF32:
		return "tf32"
	case F32:
		return "f32"
	case F64:
		return "f64"
	case Complex64:
		return "complex<f32>"
	case Complex128:
		return "complex<f64>"
	}
	return ""
}

// String returns the MLIR spelling of k: signed integers print as "i8",
// unsigned ones as "ui8", booleans as "i1", floats as "f8E4M3FN", "bf16",
// "tf32" and so on, and complex kinds as "complex<f32>" / "complex<f64>".
func (k Kind) String() string {
	if s := kindName(k); s != "" {
		return s
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// ParseKind parses the MLIR spelling of an element type. Signed integers are
// accepted both signless ("i8") and explicitly signed ("si8"); "ui8" is
// unsigned. Surrounding white space is ignored.
func ParseKind(s string) (Kind, error) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "si") {
		t = t[1:]
	}
	for k := Bool; k < numKinds; k++ {
		if kindName(k) == t {
			return k, nil
		}
	}
	if strings.HasPrefix(t, "complex<") && strings.HasSuffix(t, ">") {
		switch strings.TrimSpace(t[len("complex<") : len(t)-1]) {
		case "f32":
			return Complex64, nil
		case "f64":
			return Complex128, nil
		}
	}
	return Invalid, fmt.Errorf("tensor: unknown element type %q", s)
}

// Valid reports whether k names an element type.
func (k Kind) Valid() bool { return k > Invalid && k < numKinds }

// BitWidth returns the number of bits of one element of kind k: 1 for Bool,
// the storage width for integers and floats (19 for TF32), and the width of
// both parts together for complex kinds (64 for Complex64). It returns 0 for
// an invalid kind.
func (k Kind) BitWidth() int {
	switch k {
	case Bool:
		return 1
	case SI2, UI2:
		return 2
	case SI4, UI4, F4E2M1FN:
		return 4
	case F6E2M3FN, F6E3M2FN:
		return 6
	case SI8, UI8, F8E3M4, F8E4M3, F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ,
		F8E5M2, F8E5M2FNUZ, F8E8M0FNU:
		return 8
	case SI16, UI16, BF16, F16:
		return 16
	case TF32:
		return 19
	case SI32, UI32, F32:
		return 32
	case SI64, UI64, F64, Complex64:
		return 64
	case Complex128:
		return 128
	}
	return 0
}

// RawBytes returns the number of bytes one element of kind k occupies in
// MLIR's dense raw layout: ceil(BitWidth/8) bytes (one byte for Bool and the
// sub-byte kinds); complex kinds use two such parts.
func (k Kind) RawBytes() int {
	if k.IsComplex() {
		return 2 * k.ComplexPart().RawBytes()
	}
	return (k.BitWidth() + 7) / 8
}

// IsBool reports whether k is the boolean kind i1.
func (k Kind) IsBool() bool { return k == Bool }

// IsSigned reports whether k is a signed integer kind.
func (k Kind) IsSigned() bool { return k >= SI2 && k <= SI64 }

// IsUnsigned reports whether k is an unsigned integer kind.
func (k Kind) IsUnsigned() bool { return k >= UI2 && k <= UI64 }

// IsInteger reports whether k is a signed or unsigned integer kind. Bool is
// not an integer kind.
func (k Kind) IsInteger() bool { return k.IsSigned() || k.IsUnsigned() }

// IsFloat reports whether k is a (real) floating-point kind.
func (k Kind) IsFloat() bool { return k >= F4E2M1FN && k <= F64 }

// IsNarrowFloat reports whether k is a float kind narrower than F32 or TF32;
// such kinds are stored as float32 values exactly representable in k.
func (k Kind) IsNarrowFloat() bool { return k >= F4E2M1FN && k <= TF32 }

// IsComplex reports whether k is a complex kind.
func (k Kind) IsComplex() bool { return k == Complex64 || k == Complex128 }

// ComplexPart returns the kind of the real and imaginary parts of a complex
// kind (F32 or F64), and Invalid for other kinds.
func (k Kind) ComplexPart() Kind {
	switch k {
	case Complex64:
		return F32
	case Complex128:
		return F64
	}
	return Invalid
}

// StorageType returns the Go type name of the slice element used to store
// tensors of kind k ("bool", "int8", ..., "float32", "complex128").
func (k Kind) StorageType() string {
	switch {
	case k == Bool:
		return "bool"
	case k >= SI2 && k <= SI8:
		return "int8"
	case k == SI16:
		return "int16"
	case k == SI32:
		return "int32"
	case k == SI64:
		return "int64"
	case k >= UI2 && k <= UI8:
		return "uint8"
	case k == UI16:
		return "uint16"
	case k == UI32:
		return "uint32"
	case k == UI64:
		return "uint64"
	case k.IsNarrowFloat() || k == F32:
		return "float32"
	case k == F64:
		return "float64"
	case k == Complex64:
		return "complex64"
	case k == Complex128:
		return "complex128"
	}
	return ""
}

// storageBytes returns the in-memory size of one stored element of kind k.
func storageBytes(k Kind) int64 {
	switch {
	case k == Bool, k >= SI2 && k <= SI8, k >= UI2 && k <= UI8:
		return 1
	case k == SI16, k == UI16:
		return 2
	case k == SI32, k == UI32, k.IsNarrowFloat(), k == F32:
		return 4
	case k == SI64, k == UI64, k == F64, k == Complex64:
		return 8
	case k == Complex128:
		return 16
	}
	return 0
}

// StorageBytes returns the in-memory size of one stored element of kind k
// (a Tensor of n elements holds n·StorageBytes bytes).
func StorageBytes(k Kind) int64 { return storageBytes(k) }
