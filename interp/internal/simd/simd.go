// Package simd holds the loops of cheap elementwise binary operations on
// contiguous slices: z[i] = x[i] op y[i], and the forms in which one
// operand is a single value used for every element (a broadcast scalar,
// which then is never expanded into a buffer). On amd64 processors with
// AVX2 the loops run in assembly (kernels_amd64.s, written by
// gen_kernels.go); elsewhere, and for the last elements that do not fill a
// vector, they run as Go loops. Both give the same bits.
//
// The semantics are the interpreter's: integers wrap; shift counts are
// read as unsigned numbers and a count of at least the bit width shifts
// every bit out (Shl, Shr give 0, Sar gives the sign); float Max and Min
// propagate NaN (the first NaN operand unchanged) and order -0 below +0.
package simd

import "unsafe"

// Op is an elementwise binary operation.
type Op int

// The operations. None is no operation.
const (
	None Op = iota
	Add
	Sub
	Mul
	Div // floats only
	Max
	Min
	And // integers only, as are Or, Xor and the shifts
	Or
	Xor
	Shl // shift left
	Shr // logical shift right
	Sar // arithmetic shift right
)

// Int are the integer element types.
type Int interface {
	int32 | uint32 | int64 | uint64
}

// Float are the float element types.
type Float interface {
	float32 | float64
}

// Elem are the element types of the loops.
type Elem interface {
	Int | Float
}

// avx2 tells whether the assembly loops may run; it is set once when the
// program starts.
var avx2 = hasAVX2()

// Supported reports whether op has a loop for element type T.
func Supported[T Elem](op Op) bool {
	var z T
	switch any(z).(type) {
	case float32, float64:
		return op >= Add && op <= Min
	}
	return op >= Add && op <= Sar && op != Div
}

// VV sets z[i] = x[i] op y[i]; x and y must be at least as long as z and
// may be z itself. op must be supported for T.
func VV[T Elem](op Op, x, y, z []T) {
	n := len(z)
	x, y = x[:n], y[:n]
	done := 0
	if avx2 && n > 0 {
		if k := kernelFor[T](op); k != nil {
			done = n &^ (k.lanes - 1)
			if done > 0 {
				k.vv(done, unsafe.Pointer(&x[0]), unsafe.Pointer(&y[0]), unsafe.Pointer(&z[0]))
			}
		}
	}
	if done < n {
		goVV(op, x[done:], y[done:], z[done:])
	}
}

// VS sets z[i] = x[i] op y; x must be at least as long as z and may be z
// itself.
func VS[T Elem](op Op, x []T, y T, z []T) {
	n := len(z)
	x = x[:n]
	done := 0
	if avx2 && n > 0 {
		if k := kernelFor[T](op); k != nil {
			done = n &^ (k.lanes - 1)
			if done > 0 {
				k.vs(done, unsafe.Pointer(&x[0]), bitsOf(y), unsafe.Pointer(&z[0]))
			}
		}
	}
	if done < n {
		var buf [256]T
		fill(buf[:min(n-done, len(buf))], y)
		for i := done; i < n; i += len(buf) {
			j := min(i+len(buf), n)
			goVV(op, x[i:j], buf[:j-i], z[i:j])
		}
	}
}

// SV sets z[i] = x op y[i]; y must be at least as long as z and may be z
// itself.
func SV[T Elem](op Op, x T, y, z []T) {
	n := len(z)
	y = y[:n]
	done := 0
	if avx2 && n > 0 {
		if k := kernelFor[T](op); k != nil {
			done = n &^ (k.lanes - 1)
			if done > 0 {
				k.sv(done, bitsOf(x), unsafe.Pointer(&y[0]), unsafe.Pointer(&z[0]))
			}
		}
	}
	if done < n {
		var buf [256]T
		fill(buf[:min(n-done, len(buf))], x)
		for i := done; i < n; i += len(buf) {
			j := min(i+len(buf), n)
			goVV(op, buf[:j-i], y[i:j], z[i:j])
		}
	}
}

// kern is an assembly loop in its three forms (see VV, VS and SV); lanes
// is the number of elements of a vector, and n must be a multiple of it.
// The scalar is passed as its bits.
type kern struct {
	lanes int
	vv    func(n int, x, y, z unsafe.Pointer)
	vs    func(n int, x unsafe.Pointer, s uint64, z unsafe.Pointer)
	sv    func(n int, s uint64, y, z unsafe.Pointer)
}

// bitsOf returns the bits of v, zero-extended to 64.
func bitsOf[T Elem](v T) uint64 {
	if unsafe.Sizeof(v) == 4 {
		return uint64(*(*uint32)(unsafe.Pointer(&v)))
	}
	return *(*uint64)(unsafe.Pointer(&v))
}

func fill[T any](dst []T, v T) {
	for i := range dst {
		dst[i] = v
	}
}

// goVV is VV in Go: the definition of every operation.
func goVV[T Elem](op Op, x, y, z []T) {
	switch x := any(x).(type) {
	case []int32:
		intVV(op, x, any(y).([]int32), any(z).([]int32))
	case []uint32:
		intVV(op, x, any(y).([]uint32), any(z).([]uint32))
	case []int64:
		intVV(op, x, any(y).([]int64), any(z).([]int64))
	case []uint64:
		intVV(op, x, any(y).([]uint64), any(z).([]uint64))
	case []float32:
		floatVV(op, x, any(y).([]float32), any(z).([]float32))
	case []float64:
		floatVV(op, x, any(y).([]float64), any(z).([]float64))
	}
}

func intVV[T Int](op Op, x, y, z []T) {
	x, y = x[:len(z)], y[:len(z)]
	switch op {
	case Add:
		for i := range z {
			z[i] = x[i] + y[i]
		}
	case Sub:
		for i := range z {
			z[i] = x[i] - y[i]
		}
	case Mul:
		for i := range z {
			z[i] = x[i] * y[i]
		}
	case Max:
		for i := range z {
			z[i] = max(x[i], y[i])
		}
	case Min:
		for i := range z {
			z[i] = min(x[i], y[i])
		}
	case And:
		for i := range z {
			z[i] = x[i] & y[i]
		}
	case Or:
		for i := range z {
			z[i] = x[i] | y[i]
		}
	case Xor:
		for i := range z {
			z[i] = x[i] ^ y[i]
		}
	case Shl, Shr, Sar:
		if unsafe.Sizeof(z[0]) == 4 {
			shift32(op, x, y, z)
		} else {
			shift64(op, x, y, z)
		}
	}
}

// shift32 shifts 32-bit integers: the counts are read as unsigned numbers
// of 32 bits.
func shift32[T Int](op Op, x, y, z []T) {
	switch op {
	case Shl:
		for i := range z {
			z[i] = T(uint32(x[i]) << uint32(y[i]))
		}
	case Shr:
		for i := range z {
			z[i] = T(uint32(x[i]) >> uint32(y[i]))
		}
	case Sar:
		for i := range z {
			z[i] = T(int32(x[i]) >> uint32(y[i]))
		}
	}
}

// shift64 shifts 64-bit integers: the counts are read as unsigned numbers
// of 64 bits.
func shift64[T Int](op Op, x, y, z []T) {
	switch op {
	case Shl:
		for i := range z {
			z[i] = T(uint64(x[i]) << uint64(y[i]))
		}
	case Shr:
		for i := range z {
			z[i] = T(uint64(x[i]) >> uint64(y[i]))
		}
	case Sar:
		for i := range z {
			z[i] = T(int64(x[i]) >> uint64(y[i]))
		}
	}
}

func floatVV[T Float](op Op, x, y, z []T) {
	x, y = x[:len(z)], y[:len(z)]
	switch op {
	case Add:
		for i := range z {
			z[i] = x[i] + y[i]
		}
	case Sub:
		for i := range z {
			z[i] = x[i] - y[i]
		}
	case Mul:
		for i := range z {
			z[i] = x[i] * y[i]
		}
	case Div:
		for i := range z {
			z[i] = x[i] / y[i]
		}
	case Max:
		for i := range z {
			z[i] = FMax(x[i], y[i])
		}
	case Min:
		for i := range z {
			z[i] = FMin(x[i], y[i])
		}
	}
}

// FMax is the maximum of floats: a NaN operand is returned unchanged (the
// first if both are NaN) and +0 is above -0.
func FMax[T Float](a, b T) T {
	m := max(a, b)
	if m != m {
		if a != a {
			return a
		}
		return b
	}
	return m
}

// FMin is the minimum of floats: a NaN operand is returned unchanged (the
// first if both are NaN) and -0 is below +0.
func FMin[T Float](a, b T) T {
	m := min(a, b)
	if m != m {
		if a != a {
			return a
		}
		return b
	}
	return m
}
