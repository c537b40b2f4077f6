package elem

import (
	"fmt"
	"math"
	"sort"

	"github.com/stablehlo-go/stablehlo/interp/internal/simd"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Comparisons, sorting and clamping: the primitives that need an order on
// the storage type. Booleans compare as 0 and 1, complex numbers compare
// only for equality (and clamp lexicographically), every other kind in its
// storage type.

// Dir is a comparison direction.
type Dir uint8

// The comparison directions of stablehlo.compare.
const (
	EQ Dir = iota
	NE
	GE
	GT
	LE
	LT
)

// Ordered are the storage types with Go's order operators.
type Ordered interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// Compare compares a and b in direction dir.
func Compare[T Ordered](dir Dir, a, b T) bool {
	switch dir {
	case EQ:
		return a == b
	case NE:
		return a != b
	case GE:
		return a >= b
	case GT:
		return a > b
	case LE:
		return a <= b
	}
	return a < b
}

// CompareSlices sets out[i] to a[i] dir b[i], with one loop per direction.
func CompareSlices[T Ordered](dir Dir, a, b []T, out []bool) {
	a, b = a[:len(out)], b[:len(out)]
	switch dir {
	case EQ:
		for i := range out {
			out[i] = a[i] == b[i]
		}
	case NE:
		for i := range out {
			out[i] = a[i] != b[i]
		}
	case GE:
		for i := range out {
			out[i] = a[i] >= b[i]
		}
	case GT:
		for i := range out {
			out[i] = a[i] > b[i]
		}
	case LE:
		for i := range out {
			out[i] = a[i] <= b[i]
		}
	case LT:
		for i := range out {
			out[i] = a[i] < b[i]
		}
	}
}

// keyedSlice sorts the positions of one slice by a typed key.
type keyedSlice[T Ordered] struct {
	perm         []int
	key          []T
	base, stride int
	dir          Dir
}

func (s *keyedSlice[T]) Len() int      { return len(s.perm) }
func (s *keyedSlice[T]) Swap(i, j int) { s.perm[i], s.perm[j] = s.perm[j], s.perm[i] }

func (s *keyedSlice[T]) Less(i, j int) bool {
	return Compare(s.dir, s.key[s.base+s.perm[i]*s.stride], s.key[s.base+s.perm[j]*s.stride])
}

// SortPerms stably sorts every slice of key along the dimension described
// by outer, size and inner (key seen as [outer, size, inner]), calling
// apply with each slice's base offset and permutation; sorting stops when
// apply returns false.
func SortPerms[T Ordered](key []T, dir Dir, outer, size, inner int, apply func(base int, perm []int) bool) {
	s := &keyedSlice[T]{key: key, dir: dir, stride: inner, perm: make([]int, size)}
	for o := 0; o < outer; o++ {
		for in := 0; in < inner; in++ {
			s.base = o*size*inner + in
			for i := range s.perm {
				s.perm[i] = i
			}
			sort.Stable(s)
			if !apply(s.base, s.perm) {
				return
			}
		}
	}
}

// boolKeys maps booleans to 0 and 1.
func boolKeys(d []bool) []uint8 {
	keys := make([]uint8, len(d))
	for i, v := range d {
		if v {
			keys[i] = 1
		}
	}
	return keys
}

// MaxF is the IEEE maximum: NaN if either operand is NaN, and -0 < +0.
func MaxF(x, y float64) float64 {
	switch {
	case x != x:
		return x
	case y != y:
		return y
	case x == y:
		if math.Signbit(x) {
			return y
		}
		return x
	case x > y:
		return x
	}
	return y
}

// MinF is the IEEE minimum: NaN if either operand is NaN, and -0 < +0.
func MinF(x, y float64) float64 {
	switch {
	case x != x:
		return x
	case y != y:
		return y
	case x == y:
		if math.Signbit(x) {
			return x
		}
		return y
	case x < y:
		return x
	}
	return y
}

// MaxC is the lexicographic maximum of complex numbers by (real, imag).
func MaxC(x, y complex128) complex128 {
	if real(x) > real(y) || real(x) == real(y) && imag(x) >= imag(y) {
		return x
	}
	return y
}

// MinC is the lexicographic minimum of complex numbers by (real, imag).
func MinC(x, y complex128) complex128 {
	if real(x) < real(y) || real(x) == real(y) && imag(x) <= imag(y) {
		return x
	}
	return y
}

// clampLoop sets out[i] to mn(mx(x[i], lo[i*ls]), hi[i*hs]).
func clampLoop[T any](lo []T, ls int, x, hi []T, hs int, out []T, mx, mn func(a, b T) T) {
	for i := range out {
		out[i] = mn(mx(x[i], lo[i*ls]), hi[i*hs])
	}
}

func (boolOps) Compare(dir Dir, a, b *tensor.Tensor, out []bool) error {
	compareBools(dir, a.Bools(), b.Bools(), out)
	return nil
}

// compareBools is CompareSlices on booleans, false below true.
func compareBools(dir Dir, a, b, out []bool) {
	a, b = a[:len(out)], b[:len(out)]
	switch dir {
	case EQ:
		for i := range out {
			out[i] = a[i] == b[i]
		}
	case NE:
		simd.Bools(simd.Xor, a, b, out)
	case GE:
		for i := range out {
			out[i] = a[i] || !b[i]
		}
	case GT:
		for i := range out {
			out[i] = a[i] && !b[i]
		}
	case LE:
		for i := range out {
			out[i] = !a[i] || b[i]
		}
	case LT:
		for i := range out {
			out[i] = !a[i] && b[i]
		}
	}
}

func (boolOps) SortPerms(key *tensor.Tensor, dir Dir, outer, size, inner int, apply func(base int, perm []int) bool) bool {
	SortPerms(boolKeys(key.Bools()), dir, outer, size, inner, apply)
	return true
}

func (boolOps) Clamp(lo *tensor.Tensor, ls int, x, hi *tensor.Tensor, hs int, out *tensor.Tensor) {
	clampLoop(lo.Bools(), ls, x.Bools(), hi.Bools(), hs, out.Bools(),
		func(a, b bool) bool { return a || b }, func(a, b bool) bool { return a && b })
}

// ordered implements the order primitives of integer and float storage.
type ordered[T Int | Float] struct{}

func (ordered[T]) Compare(dir Dir, a, b *tensor.Tensor, out []bool) error {
	if CompareBroadcast(dir, a, b, out) {
		return nil
	}
	CompareSlices(dir, tensor.Data[T](a), tensor.Data[T](b), out)
	return nil
}

// CompareBroadcast sets out[i] to a[i] dir b[i] on the vector loops, for
// int32 and uint32 storage, and reports whether it did. a or b may have a
// single element where out has more, which stands for every element.
func CompareBroadcast(dir Dir, a, b *tensor.Tensor, out []bool) bool {
	switch x := a.Storage().(type) {
	case []int32:
		y, ok := b.Storage().([]int32)
		return ok && compareBroadcast(dir, x, y, out)
	case []uint32:
		y, ok := b.Storage().([]uint32)
		return ok && compareBroadcast(dir, x, y, out)
	}
	return false
}

func compareBroadcast[T int32 | uint32](dir Dir, x, y []T, out []bool) bool {
	switch {
	case len(x) == 1 && len(y) == 1 && len(out) > 1:
		r := Compare(dir, x[0], y[0])
		for i := range out {
			out[i] = r
		}
	case len(y) == 1:
		simd.CompareScalar32(simdCmp(dir), x, y[0], out)
	case len(x) == 1:
		// s dir y[i] is y[i] dir' s with the direction turned around.
		simd.CompareScalar32(simdCmp(swapDir(dir)), y, x[0], out)
	default:
		simd.Compare32(simdCmp(dir), x, y, out)
	}
	return true
}

// swapDir returns the direction that compares the operands exchanged.
func swapDir(d Dir) Dir {
	switch d {
	case GE:
		return LE
	case GT:
		return LT
	case LE:
		return GE
	case LT:
		return GT
	}
	return d
}

// simdCmp returns the simd direction of d.
func simdCmp(d Dir) simd.Cmp {
	switch d {
	case EQ:
		return simd.EQ
	case NE:
		return simd.NE
	case GE:
		return simd.GE
	case GT:
		return simd.GT
	case LE:
		return simd.LE
	}
	return simd.LT
}

func (ordered[T]) SortPerms(key *tensor.Tensor, dir Dir, outer, size, inner int, apply func(base int, perm []int) bool) bool {
	SortPerms(tensor.Data[T](key), dir, outer, size, inner, apply)
	return true
}

func (intOps[T]) Clamp(lo *tensor.Tensor, ls int, x, hi *tensor.Tensor, hs int, out *tensor.Tensor) {
	clampLoop(tensor.Data[T](lo), ls, tensor.Data[T](x), tensor.Data[T](hi), hs, tensor.Data[T](out),
		func(a, b T) T { return max(a, b) }, func(a, b T) T { return min(a, b) })
}

func (floatOps[T]) Clamp(lo *tensor.Tensor, ls int, x, hi *tensor.Tensor, hs int, out *tensor.Tensor) {
	clampLoop(tensor.Data[T](lo), ls, tensor.Data[T](x), tensor.Data[T](hi), hs, tensor.Data[T](out),
		func(a, b T) T { return T(MaxF(float64(a), float64(b))) }, func(a, b T) T { return T(MinF(float64(a), float64(b))) })
}

func (complexOps[T]) Compare(dir Dir, a, b *tensor.Tensor, out []bool) error {
	if dir != EQ && dir != NE {
		return fmt.Errorf("complex operands support only EQ and NE")
	}
	x, y := tensor.Data[T](a)[:len(out)], tensor.Data[T](b)[:len(out)]
	for i := range out {
		out[i] = (x[i] == y[i]) == (dir == EQ)
	}
	return nil
}

func (complexOps[T]) SortPerms(*tensor.Tensor, Dir, int, int, int, func(int, []int) bool) bool {
	return false
}

func (complexOps[T]) Clamp(lo *tensor.Tensor, ls int, x, hi *tensor.Tensor, hs int, out *tensor.Tensor) {
	clampLoop(tensor.Data[T](lo), ls, tensor.Data[T](x), tensor.Data[T](hi), hs, tensor.Data[T](out),
		func(a, b T) T { return T(MaxC(complex128(a), complex128(b))) }, func(a, b T) T { return T(MinC(complex128(a), complex128(b))) })
}
