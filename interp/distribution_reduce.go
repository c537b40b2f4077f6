package interp

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The reduction of all_reduce, reduce_scatter and cross-replica-sum: the
// members' tensors are folded elementwise, in group order, with the
// operation's computation region. A region that is a single add, multiply,
// maximum, minimum, and, or or of its two arguments runs as a typed loop
// over whole tensors; any other region runs once per element.

// reduceOp is a binary operation recognised in a reduction region.
type reduceOp int

const (
	reduceNone reduceOp = iota
	reduceAdd
	reduceMul
	reduceMax
	reduceMin
	reduceAnd
	reduceOr
)

var reduceOpNames = map[string]reduceOp{
	"stablehlo.add":      reduceAdd,
	"stablehlo.multiply": reduceMul,
	"stablehlo.maximum":  reduceMax,
	"stablehlo.minimum":  reduceMin,
	"stablehlo.and":      reduceAnd,
	"stablehlo.or":       reduceOr,
}

// detectReduceOp recognises a region `(a, b) -> op(a, b)` (or op(b, a)) for
// element kind k; reduceNone otherwise.
func detectReduceOp(r *Region, t tensor.Type) reduceOp {
	if r == nil || t.Quant != nil || len(r.args) != 2 || len(r.ops) != 1 || len(r.results) != 1 {
		return reduceNone
	}
	o := r.ops[0]
	op, ok := reduceOpNames[o.name]
	if !ok || len(o.in) != 2 || len(o.out) != 1 || r.results[0] != o.out[0] {
		return reduceNone
	}
	a, b := r.args[0], r.args[1]
	if !(o.in[0] == a && o.in[1] == b) && !(o.in[0] == b && o.in[1] == a) {
		return reduceNone
	}
	if (op == reduceAnd || op == reduceOr) && !(t.Kind.IsInteger() || t.Kind.IsBool()) {
		return reduceNone
	}
	return op
}

// reducer folds tensors of equal shape elementwise.
type reducer struct {
	region *Region
	// kinds holds, per operand, the element kind of its result.
	kinds []tensor.Kind
	fast  []reduceOp
}

func newReducer(c *OpContext, what string) (*reducer, error) {
	if len(c.Regions) != 1 {
		return nil, c.Errorf("expected a %s region", what)
	}
	r := &reducer{region: c.Regions[0]}
	for i := range c.Results {
		t, err := c.resultTensorType(i)
		if err != nil {
			return nil, err
		}
		r.kinds = append(r.kinds, t.Kind)
		r.fast = append(r.fast, detectReduceOp(r.region, t))
	}
	return r, nil
}

// reduce folds xs, in order, into a new tensor of the i-th result's kind.
// A single tensor of that kind is returned as it is.
func (r *reducer) reduce(f *Frame, i int, xs []*tensor.Tensor) (*tensor.Tensor, error) {
	k := r.kinds[i]
	ys := make([]*tensor.Tensor, len(xs))
	for j, x := range xs {
		if x.Type().Quant != nil {
			return nil, fmt.Errorf("reducing quantized tensors (%s) is not supported", x.Type())
		}
		y, err := promoteKind(f, x, k)
		if err != nil {
			return nil, err
		}
		if j > 0 && y.Len() != ys[0].Len() {
			return nil, fmt.Errorf("cannot reduce %s with %s", ys[0].Type(), y.Type())
		}
		ys[j] = y
	}
	if len(ys) == 1 {
		return ys[0], nil
	}
	acc, err := copyTensor(f, ys[0])
	if err != nil {
		return nil, err
	}
	if op := r.fast[i]; op != reduceNone {
		for _, y := range ys[1:] {
			combineInto(op, acc, y)
		}
		return acc, nil
	}
	if r.region == nil {
		return nil, fmt.Errorf("no reduction for %s", k)
	}
	return r.slow(f, acc, ys[1:], k)
}

// slow runs the region once per element and member.
func (r *reducer) slow(f *Frame, acc *tensor.Tensor, ys []*tensor.Tensor, k tensor.Kind) (*tensor.Tensor, error) {
	st := tensor.Type{Kind: k, Shape: []int64{}}
	for e := 0; e < acc.Len(); e++ {
		a, err := f.New(st)
		if err != nil {
			return nil, err
		}
		copyBlocks(a, acc, 1, 1, 0, 0, e, 0)
		for _, y := range ys {
			b, err := f.New(st)
			if err != nil {
				return nil, err
			}
			copyBlocks(b, y, 1, 1, 0, 0, e, 0)
			res, err := f.Run(r.region, []Value{a, b})
			if err != nil {
				return nil, err
			}
			if len(res) != 1 {
				return nil, fmt.Errorf("the reduction region returned %d values, want 1", len(res))
			}
			t, ok := res[0].(*tensor.Tensor)
			if !ok || t.Kind() != k || t.Len() != 1 {
				return nil, fmt.Errorf("the reduction region returned %s, want a single %s element", describe(res[0]), k)
			}
			a = t
		}
		copyBlocks(acc, a, 1, 1, e, 0, 0, 0)
	}
	return acc, nil
}

// promoteKind converts t to element kind k (integers to wider integers,
// floats to wider floats, complex to wider complex); t itself when the
// kinds agree.
func promoteKind(f *Frame, t *tensor.Tensor, k tensor.Kind) (*tensor.Tensor, error) {
	from := t.Kind()
	if from == k {
		return t, nil
	}
	out, err := f.New(tensor.Type{Kind: k, Shape: t.Shape()})
	if err != nil {
		return nil, err
	}
	n := t.Len()
	switch {
	case (from.IsInteger() || from.IsBool()) && k.IsInteger():
		for i := 0; i < n; i++ {
			out.SetBits(i, uint64(t.Int(i)))
		}
		if from == tensor.UI64 {
			for i, v := range t.Uint64s() {
				out.SetBits(i, v)
			}
		}
	case from.IsFloat() && k.IsFloat():
		switch o := out.Storage().(type) {
		case []float32:
			for i := range o {
				o[i] = float32(t.Float(i))
			}
		case []float64:
			for i := range o {
				o[i] = t.Float(i)
			}
		}
		out.Normalize()
	case from.IsComplex() && k.IsComplex():
		switch o := out.Storage().(type) {
		case []complex64:
			for i := range o {
				o[i] = complex64(t.Complex(i))
			}
		case []complex128:
			for i := range o {
				o[i] = t.Complex(i)
			}
		}
	default:
		return nil, fmt.Errorf("cannot promote %s elements to %s", from, k)
	}
	return out, nil
}

// combineInto sets dst = dst op src elementwise; both have the same kind.
// Sub-byte integers wrap and narrow floats round after the operation.
func combineInto(op reduceOp, dst, src *tensor.Tensor) {
	switch d := dst.Storage().(type) {
	case []bool:
		combineBoolSlice(op, d, src.Bools())
	case []int8:
		combineIntSlice(op, d, src.Int8s())
	case []int16:
		combineIntSlice(op, d, src.Int16s())
	case []int32:
		combineIntSlice(op, d, src.Int32s())
	case []int64:
		combineIntSlice(op, d, src.Int64s())
	case []uint8:
		combineIntSlice(op, d, src.Uint8s())
	case []uint16:
		combineIntSlice(op, d, src.Uint16s())
	case []uint32:
		combineIntSlice(op, d, src.Uint32s())
	case []uint64:
		combineIntSlice(op, d, src.Uint64s())
	case []float32:
		combineFloatSlice(op, d, src.Float32s())
	case []float64:
		combineFloatSlice(op, d, src.Float64s())
	case []complex64:
		combineComplexSlice(op, d, src.Complex64s())
	case []complex128:
		combineComplexSlice(op, d, src.Complex128s())
	}
	if k := dst.Kind(); k.IsNarrowFloat() || k == tensor.SI2 || k == tensor.SI4 || k == tensor.UI2 || k == tensor.UI4 {
		dst.Normalize()
	}
}

type collInt interface {
	int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64
}

func combineIntSlice[T collInt](op reduceOp, dst, src []T) {
	src = src[:len(dst)]
	switch op {
	case reduceAdd:
		for i, x := range src {
			dst[i] += x
		}
	case reduceMul:
		for i, x := range src {
			dst[i] *= x
		}
	case reduceMax:
		for i, x := range src {
			dst[i] = max(dst[i], x)
		}
	case reduceMin:
		for i, x := range src {
			dst[i] = min(dst[i], x)
		}
	case reduceAnd:
		for i, x := range src {
			dst[i] &= x
		}
	case reduceOr:
		for i, x := range src {
			dst[i] |= x
		}
	}
}

// combineBoolSlice: add, maximum and or are logical or; multiply, minimum
// and and are logical and.
func combineBoolSlice(op reduceOp, dst, src []bool) {
	src = src[:len(dst)]
	switch op {
	case reduceAdd, reduceMax, reduceOr:
		for i, x := range src {
			dst[i] = dst[i] || x
		}
	case reduceMul, reduceMin, reduceAnd:
		for i, x := range src {
			dst[i] = dst[i] && x
		}
	}
}

func combineFloatSlice[T float32 | float64](op reduceOp, dst, src []T) {
	src = src[:len(dst)]
	switch op {
	case reduceAdd:
		for i, x := range src {
			dst[i] += x
		}
	case reduceMul:
		for i, x := range src {
			dst[i] *= x
		}
	case reduceMax:
		for i, x := range src {
			dst[i] = collFloatMax(dst[i], x)
		}
	case reduceMin:
		for i, x := range src {
			dst[i] = collFloatMin(dst[i], x)
		}
	}
}

// collFloatMax and collFloatMin follow the spec's maximum and minimum: NaN
// propagates and -0 orders below +0.
func collFloatMax[T float32 | float64](a, b T) T {
	switch {
	case a != a:
		return a
	case b != b:
		return b
	case a > b:
		return a
	case b > a:
		return b
	case math.Signbit(float64(a)):
		return b
	}
	return a
}

func collFloatMin[T float32 | float64](a, b T) T {
	switch {
	case a != a:
		return a
	case b != b:
		return b
	case a < b:
		return a
	case b < a:
		return b
	case math.Signbit(float64(a)):
		return a
	}
	return b
}

// combineComplexSlice orders complex numbers lexicographically (real part
// first) for maximum and minimum.
func combineComplexSlice[T complex64 | complex128](op reduceOp, dst, src []T) {
	src = src[:len(dst)]
	switch op {
	case reduceAdd:
		for i, x := range src {
			dst[i] += x
		}
	case reduceMul:
		for i, x := range src {
			dst[i] *= x
		}
	case reduceMax:
		for i, x := range src {
			if complexLess(dst[i], x) {
				dst[i] = x
			}
		}
	case reduceMin:
		for i, x := range src {
			if complexLess(x, dst[i]) {
				dst[i] = x
			}
		}
	}
}

func complexLess[T complex64 | complex128](a, b T) bool {
	ra, rb := real(complex128(a)), real(complex128(b))
	return ra < rb || (ra == rb && imag(complex128(a)) < imag(complex128(b)))
}
