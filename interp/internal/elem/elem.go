// Package elem is the interpreter's one element-type dispatch. A tensor's
// storage is one of thirteen Go slice types; instead of every operation
// switching over them, Of selects once the typed implementation of a fixed
// set of primitives (moving elements, strided plans, selection, index
// reading, scatter-add, iota) and the operation calls its methods. The
// implementations are generic over the storage type, grouped by family
// (boolean, integer, float, complex) for the primitives that need
// arithmetic.
package elem

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Ops are the typed primitives of one storage type. Every tensor passed to
// a method has that storage type (the one Of was called with) unless the
// method says otherwise.
type Ops interface {
	// Copier returns a function copying element si of src to element di
	// of dst.
	Copier(dst, src *tensor.Tensor) func(di, si int)
	// CopyElem copies element si of src to element di of dst.
	CopyElem(dst *tensor.Tensor, di int, src *tensor.Tensor, si int)
	// Storer returns a function storing the single element of src into
	// element di of dst; it reports false when src does not hold exactly
	// one element of dst's storage type.
	Storer(dst *tensor.Tensor) func(di int, src *tensor.Tensor) bool
	// CopyAll copies the elements of src into dst (same length).
	CopyAll(dst, src *tensor.Tensor)
	// Blocks copies count runs of n elements: run k starts at
	// srcOff+k*srcStride in src and at dstOff+k*dstStride in dst.
	Blocks(dst, src *tensor.Tensor, count, n, dstOff, dstStride, srcOff, srcStride int)
	// RunPlan executes a strided plan into dst; a source of another
	// storage type is an error.
	RunPlan(p *strided.Plan, dst *tensor.Tensor, srcs []*tensor.Tensor) error
	// Permute fills dst in row-major order over shape with the src
	// elements at offsets Σ index[k]*srcStrides[k].
	Permute(dst, src *tensor.Tensor, shape, srcStrides []int64)
	// Windows copies the box win from src to dst once per call of emit
	// that walk makes, at the given source and destination offsets.
	Windows(dst, src *tensor.Tensor, win strided.Block, walk func(emit func(srcOff, dstOff int)))
	// Select sets out[i] to onTrue[i] where pred[i*pstep] holds and to
	// onFalse[i] elsewhere.
	Select(pred []bool, pstep int, onTrue, onFalse, out *tensor.Tensor)
	// AddPairs adds upd[pairs[2i+1]] into dst[pairs[2i]] for every i, in
	// order, with the storage type's arithmetic (no rounding to narrow
	// kinds, no wrapping of sub-byte integers).
	AddPairs(dst, upd *tensor.Tensor, pairs []int) error
	// Iota sets each element of t, seen as [outer, n, inner], to its index
	// along n (converted with Go's conversion; the caller normalizes).
	Iota(t *tensor.Tensor, outer, n, inner int) error
	// Indices returns the elements of an integer tensor as int64 (unsigned
	// values above math.MaxInt64 saturate); the result may share t's
	// storage and must not be modified.
	Indices(t *tensor.Tensor) ([]int64, error)
	// Reals returns a copy of the elements of a float tensor as float64.
	Reals(t *tensor.Tensor) ([]float64, error)
	// Complexes returns a copy of the elements of a float or complex
	// tensor as complex128.
	Complexes(t *tensor.Tensor) ([]complex128, error)
	// SetReals writes float64 values into a float tensor, rounding each
	// once to the tensor's kind.
	SetReals(t *tensor.Tensor, src []float64) error
	// SetComplexes writes complex128 values into a complex tensor, or their
	// real parts into a float tensor.
	SetComplexes(t *tensor.Tensor, src []complex128) error
	// SetBits writes bit patterns into an integer or float tensor: integers
	// keep the low bits, floats decode the patterns in their own encoding.
	// The caller normalizes sub-byte integers.
	SetBits(t *tensor.Tensor, b []uint64) error
	// Compare sets out[i] to a[i] dir b[i] for tensors a and b of this
	// storage type; complex kinds support only EQ and NE.
	Compare(dir Dir, a, b *tensor.Tensor, out []bool) error
	// SortPerms runs SortPerms over the elements of key; false when the
	// storage type has no order (complex).
	SortPerms(key *tensor.Tensor, dir Dir, outer, size, inner int, apply func(base int, perm []int) bool) bool
	// Clamp sets out[i] to minimum(maximum(x[i], lo[i*ls]), hi[i*hs]) with
	// the semantics of stablehlo.maximum and minimum (NaN propagates, -0 <
	// +0, complex numbers ordered lexicographically).
	Clamp(lo *tensor.Tensor, ls int, x, hi *tensor.Tensor, hs int, out *tensor.Tensor)
}

// Of returns the primitives of t's storage type.
func Of(t *tensor.Tensor) Ops {
	switch t.Storage().(type) {
	case []bool:
		return boolOps{}
	case []int8:
		return intOps[int8]{}
	case []int16:
		return intOps[int16]{}
	case []int32:
		return intOps[int32]{}
	case []int64:
		return intOps[int64]{}
	case []uint8:
		return intOps[uint8]{}
	case []uint16:
		return intOps[uint16]{}
	case []uint32:
		return intOps[uint32]{}
	case []uint64:
		return intOps[uint64]{}
	case []float32:
		return floatOps[float32]{}
	case []float64:
		return floatOps[float64]{}
	case []complex64:
		return complexOps[complex64]{}
	case []complex128:
		return complexOps[complex128]{}
	}
	panic(fmt.Sprintf("elem: tensor of %s has no storage", t.Kind()))
}

// moves implements the primitives that only move elements.
type moves[T tensor.Storage] struct{}

func (moves[T]) Copier(dst, src *tensor.Tensor) func(di, si int) {
	d, s := tensor.Data[T](dst), tensor.Data[T](src)
	return func(di, si int) { d[di] = s[si] }
}

func (moves[T]) CopyElem(dst *tensor.Tensor, di int, src *tensor.Tensor, si int) {
	tensor.Data[T](dst)[di] = tensor.Data[T](src)[si]
}

func (moves[T]) Storer(dst *tensor.Tensor) func(di int, src *tensor.Tensor) bool {
	d := tensor.Data[T](dst)
	return func(di int, src *tensor.Tensor) bool {
		s := tensor.Data[T](src)
		if len(s) != 1 {
			return false
		}
		d[di] = s[0]
		return true
	}
}

func (moves[T]) CopyAll(dst, src *tensor.Tensor) {
	copy(tensor.Data[T](dst), tensor.Data[T](src))
}

func (moves[T]) Blocks(dst, src *tensor.Tensor, count, n, dstOff, dstStride, srcOff, srcStride int) {
	if n == 0 {
		return
	}
	d, s := tensor.Data[T](dst), tensor.Data[T](src)
	for k := 0; k < count; k++ {
		copy(d[dstOff+k*dstStride:dstOff+k*dstStride+n], s[srcOff+k*srcStride:srcOff+k*srcStride+n])
	}
}

func (moves[T]) RunPlan(p *strided.Plan, dst *tensor.Tensor, srcs []*tensor.Tensor) error {
	typed := make([][]T, len(srcs))
	for i, s := range srcs {
		typed[i] = tensor.Data[T](s)
		if typed[i] == nil && s.Len() != 0 {
			return fmt.Errorf("operand %d has element type %s, which does not match the result", i, s.Kind())
		}
	}
	return strided.Run(p, tensor.Data[T](dst), typed)
}

func (moves[T]) Permute(dst, src *tensor.Tensor, shape, srcStrides []int64) {
	strided.Permute(tensor.Data[T](dst), tensor.Data[T](src), shape, srcStrides)
}

func (moves[T]) Windows(dst, src *tensor.Tensor, win strided.Block, walk func(emit func(srcOff, dstOff int))) {
	d, s := tensor.Data[T](dst), tensor.Data[T](src)
	if len(win.Shape) == 1 && win.Shape[0] == 1 {
		walk(func(so, do int) { d[do] = s[so] })
		return
	}
	scratch := make([]int, len(win.Shape))
	walk(func(so, do int) {
		win.SrcOff, win.DstOff = so, do
		strided.Copy(d, s, &win, scratch)
	})
}

func (moves[T]) Select(pred []bool, pstep int, onTrue, onFalse, out *tensor.Tensor) {
	t, f, o := tensor.Data[T](onTrue), tensor.Data[T](onFalse), tensor.Data[T](out)
	if pstep == 0 {
		// One predicate for every element.
		if pred[0] {
			copy(o, t)
		} else {
			copy(o, f)
		}
		return
	}
	t, f, pred = t[:len(o)], f[:len(o)], pred[:len(o)]
	for i := range o {
		// Both loads and a conditional move rather than a branch, which
		// random predicates would mispredict.
		v := f[i]
		if pred[i] {
			v = t[i]
		}
		o[i] = v
	}
}

func notIndices(t *tensor.Tensor) error {
	return fmt.Errorf("expected an integer index tensor, got %s", t.Type())
}

func notFloat(t *tensor.Tensor) error {
	return fmt.Errorf("expected a float tensor, got %s", t.Type())
}

func notFloatOrComplex(t *tensor.Tensor) error {
	return fmt.Errorf("expected a float or complex tensor, got %s", t.Type())
}

func notBits(t *tensor.Tensor) error {
	return fmt.Errorf("unsupported output type %s", t.Type())
}

// noReals implements the real and complex conversions for families that
// have neither.
type noReals struct{}

func (noReals) Reals(t *tensor.Tensor) ([]float64, error)        { return nil, notFloat(t) }
func (noReals) Complexes(t *tensor.Tensor) ([]complex128, error) { return nil, notFloatOrComplex(t) }
func (noReals) SetReals(t *tensor.Tensor, _ []float64) error     { return notFloat(t) }
func (noReals) SetComplexes(t *tensor.Tensor, _ []complex128) error {
	return notFloatOrComplex(t)
}

type boolOps struct {
	moves[bool]
	noReals
}

func (boolOps) SetBits(t *tensor.Tensor, _ []uint64) error { return notBits(t) }

func (boolOps) AddPairs(dst, _ *tensor.Tensor, _ []int) error {
	return fmt.Errorf("adding %s elements is not supported", dst.Kind())
}

func (boolOps) Iota(t *tensor.Tensor, _, _, _ int) error {
	return fmt.Errorf("iota of element type %s is not supported", t.Kind())
}

func (boolOps) Indices(t *tensor.Tensor) ([]int64, error) { return nil, notIndices(t) }

// Int are the storage types of integer kinds.
type Int interface {
	int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64
}

// Float are the storage types of float kinds.
type Float interface{ float32 | float64 }

// Complex are the storage types of complex kinds.
type Complex interface{ complex64 | complex128 }

func addPairs[T Int | Float | Complex](dst, upd []T, pairs []int) {
	for i := 0; i < len(pairs); i += 2 {
		dst[pairs[i]] += upd[pairs[i+1]]
	}
}

// fillIota fills d, seen as [outer, n, inner], with index k converted by conv.
func fillIota[T any](d []T, outer, n, inner int, conv func(k int) T) {
	i := 0
	for o := 0; o < outer; o++ {
		for k := 0; k < n; k++ {
			v := conv(k)
			seg := d[i : i+inner]
			for j := range seg {
				seg[j] = v
			}
			i += inner
		}
	}
}

type intOps[T Int] struct {
	moves[T]
	ordered[T]
	noReals
}

func (intOps[T]) SetBits(t *tensor.Tensor, b []uint64) error {
	d := tensor.Data[T](t)
	for i, v := range b {
		d[i] = T(v)
	}
	return nil
}

func (intOps[T]) AddPairs(dst, upd *tensor.Tensor, pairs []int) error {
	addPairs(tensor.Data[T](dst), tensor.Data[T](upd), pairs)
	return nil
}

func (intOps[T]) Iota(t *tensor.Tensor, outer, n, inner int) error {
	fillIota(tensor.Data[T](t), outer, n, inner, func(k int) T { return T(k) })
	return nil
}

func (intOps[T]) Indices(t *tensor.Tensor) ([]int64, error) {
	d := tensor.Data[T](t)
	if same, ok := any(d).([]int64); ok {
		return same, nil
	}
	out := make([]int64, len(d))
	for i, v := range d {
		if v > 0 && uint64(v) > math.MaxInt64 {
			out[i] = math.MaxInt64
			continue
		}
		out[i] = int64(v)
	}
	return out, nil
}

type floatOps[T Float] struct {
	moves[T]
	ordered[T]
}

func (floatOps[T]) AddPairs(dst, upd *tensor.Tensor, pairs []int) error {
	addPairs(tensor.Data[T](dst), tensor.Data[T](upd), pairs)
	return nil
}

func (floatOps[T]) Iota(t *tensor.Tensor, outer, n, inner int) error {
	fillIota(tensor.Data[T](t), outer, n, inner, func(k int) T { return T(k) })
	return nil
}

func (floatOps[T]) Indices(t *tensor.Tensor) ([]int64, error) { return nil, notIndices(t) }

func (floatOps[T]) Reals(t *tensor.Tensor) ([]float64, error) {
	d := tensor.Data[T](t)
	out := make([]float64, len(d))
	for i, v := range d {
		out[i] = float64(v)
	}
	return out, nil
}

func (floatOps[T]) Complexes(t *tensor.Tensor) ([]complex128, error) {
	d := tensor.Data[T](t)
	out := make([]complex128, len(d))
	for i, v := range d {
		out[i] = complex(float64(v), 0)
	}
	return out, nil
}

func (floatOps[T]) SetReals(t *tensor.Tensor, src []float64) error {
	d, k := tensor.Data[T](t), t.Kind()
	if k == tensor.F32 || k == tensor.F64 {
		for i, v := range src {
			d[i] = T(v)
		}
		return nil
	}
	for i, v := range src {
		d[i] = T(tensor.RoundFloat(k, v))
	}
	return nil
}

func (o floatOps[T]) SetComplexes(t *tensor.Tensor, src []complex128) error {
	re := make([]float64, len(src))
	for i, v := range src {
		re[i] = real(v)
	}
	return o.SetReals(t, re)
}

func (floatOps[T]) SetBits(t *tensor.Tensor, b []uint64) error {
	switch d := any(tensor.Data[T](t)).(type) {
	case []float32:
		k := t.Kind()
		for i, v := range b {
			if k == tensor.F32 {
				d[i] = math.Float32frombits(uint32(v))
			} else {
				d[i] = tensor.DecodeFloat32(k, v)
			}
		}
	case []float64:
		for i, v := range b {
			d[i] = math.Float64frombits(v)
		}
	}
	return nil
}

type complexOps[T Complex] struct{ moves[T] }

func (complexOps[T]) AddPairs(dst, upd *tensor.Tensor, pairs []int) error {
	addPairs(tensor.Data[T](dst), tensor.Data[T](upd), pairs)
	return nil
}

func (complexOps[T]) Iota(t *tensor.Tensor, outer, n, inner int) error {
	fillIota(tensor.Data[T](t), outer, n, inner, func(k int) T { return T(complex(float64(k), 0)) })
	return nil
}

func (complexOps[T]) Indices(t *tensor.Tensor) ([]int64, error) { return nil, notIndices(t) }

func (complexOps[T]) Reals(t *tensor.Tensor) ([]float64, error) { return nil, notFloat(t) }

func (complexOps[T]) Complexes(t *tensor.Tensor) ([]complex128, error) {
	d := tensor.Data[T](t)
	out := make([]complex128, len(d))
	for i, v := range d {
		out[i] = complex128(v)
	}
	return out, nil
}

func (complexOps[T]) SetReals(t *tensor.Tensor, _ []float64) error { return notFloat(t) }

func (complexOps[T]) SetComplexes(t *tensor.Tensor, src []complex128) error {
	d := tensor.Data[T](t)
	for i, v := range src {
		d[i] = T(v)
	}
	return nil
}

func (complexOps[T]) SetBits(t *tensor.Tensor, _ []uint64) error { return notBits(t) }
