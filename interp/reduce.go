package interp

import (
	"fmt"
	"slices"
	"sync"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/fold"
	"github.com/stablehlo-go/stablehlo/interp/internal/simd"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.reduce: reduces the inputs along dimensions with the body.
// Elements of one result position are combined in ascending lexicographic
// order of the reduced index, starting from the init values; a body that is
// one add/multiply/maximum/minimum/and/or of its arguments runs as a typed
// loop over contiguous rows instead of invoking the region per element.
//
// Summation order. A float32 or float64 add reduction whose reduced
// elements form contiguous rows (the innermost axis reduced, after moving
// the reduced axes last; whole-tensor sums too) does not add in ascending
// order: each row is summed in fold.Sum's fixed order (simd.Sum: 64
// float32 or 32 float64 partial sums over consecutive elements, combined
// pairwise, then the elements after the last full block of them in order;
// rows longer than simd.SumChunk as the sum of their parts' sums), and
// the init value is added last. The order is part of the definition: the
// same on every processor and for every GOMAXPROCS, the fused softmax's
// row sums included. A reduction that keeps the innermost axis adds whole
// input rows into the output rows elementwise, in ascending order of the
// reduced index from the init value; narrow floats, complex numbers and
// every other body keep the ascending order.

func init() {
	register("stablehlo.reduce", buildReduce)
}

// reduceSpec is the compiled form of one reduce operation.
type reduceSpec struct {
	bodySpec
	dims []int64
}

func buildReduce(c *OpContext) (Kernel, error) {
	b, err := decodeBodySpec(c)
	if err != nil {
		return nil, err
	}
	if k := shapedInitKernel(c, b.n); k != nil {
		return k, nil
	}
	if k := inexactInitKernel(c, b.n, b.results); k != nil {
		return k, nil
	}
	s := &reduceSpec{bodySpec: b}
	dims := c.Attr("dimensions")
	if dims.IsNull() {
		return nil, c.Errorf("missing dimensions")
	}
	s.dims = slices.Clone(dims.I64s())
	slices.Sort(s.dims)
	if in := c.Operands[0].Tensor; in != nil {
		for i, d := range s.dims {
			if d < 0 || d >= int64(len(in.Shape)) || (i > 0 && s.dims[i-1] == d) {
				return nil, c.Errorf("invalid dimensions %v for rank %d", s.dims, len(in.Shape))
			}
		}
	}
	c.reduce = s
	return s.run, nil
}

// split returns the kept and reduced axes of a shape, each in ascending order.
func (s *reduceSpec) split(rank int) (kept, reduced []int, err error) {
	j := 0
	for d := 0; d < rank; d++ {
		if j < len(s.dims) && s.dims[j] == int64(d) {
			reduced = append(reduced, d)
			j++
			continue
		}
		kept = append(kept, d)
	}
	if j != len(s.dims) {
		return nil, nil, fmt.Errorf("dimensions %v out of range for rank %d", s.dims, rank)
	}
	return kept, reduced, nil
}

func (s *reduceSpec) run(f *Frame, args []Value) ([]Value, error) {
	if len(args) != 2*s.n {
		return nil, fmt.Errorf("expected %d operands, got %d", 2*s.n, len(args))
	}
	inputs := make([]*tensor.Tensor, s.n)
	inits := make([]*tensor.Tensor, s.n)
	for i := 0; i < s.n; i++ {
		t, err := tensorArg(args[i])
		if err != nil {
			return nil, err
		}
		if i > 0 && !slices.Equal(t.Shape(), inputs[0].Shape()) {
			return nil, fmt.Errorf("input %d has shape %v, want %v", i, t.Shape(), inputs[0].Shape())
		}
		if t, err = promoteTo(f, t, s.kinds[i]); err != nil {
			return nil, fmt.Errorf("input %d: %w", i, err)
		}
		inputs[i] = t
		if inits[i], err = tensorArg(args[s.n+i]); err != nil {
			return nil, err
		}
		if inits[i].Len() != 1 {
			return nil, fmt.Errorf("init value %d has type %s, want a scalar", i, inits[i].Type())
		}
		if inits[i], err = promoteTo(f, inits[i], s.kinds[i]); err != nil {
			return nil, fmt.Errorf("init value %d: %w", i, err)
		}
	}
	shape := inputs[0].Shape()
	kept, reduced, err := s.split(len(shape))
	if err != nil {
		return nil, err
	}
	outShape := make([]int64, len(kept))
	for i, d := range kept {
		outShape[i] = shape[d]
	}
	// Every path below stores each output element (the lane kernel fills
	// its output with the init value before combining rows into it), or
	// fails.
	outs := make([]*tensor.Tensor, s.n)
	for i := range outs {
		rt := s.results[i]
		rt.Shape = outShape
		if outs[i], err = f.newUninit(rt); err != nil {
			return nil, err
		}
	}
	strides := tensor.Strides(shape)
	perm := append(slices.Clone(kept), reduced...)
	permShape := make([]int64, len(perm))
	permStrides := make([]int64, len(perm))
	for i, d := range perm {
		permShape[i], permStrides[i] = shape[d], strides[d]
	}
	rowLen := 1
	for _, d := range reduced {
		rowLen *= int(shape[d])
	}
	last := len(shape) - 1
	if s.cb != fold.None && len(reduced) > 0 && reduced[len(reduced)-1] != last {
		// The innermost axis is kept: combine whole input rows into output
		// rows, in input order.
		ost := tensor.Strides(outShape)
		job := &laneJob{lanes: int(shape[last]), stream: true, shape: shape[:last], outStrides: make([]int64, last)}
		for j, d := range kept {
			if d < last {
				job.outStrides[d] = ost[j]
			}
		}
		laneKernel(s.cb, inputs[0], inits[0], outs[0], job)
		outs[0].Normalize()
	} else if s.cb != fold.None {
		in := inputs[0]
		if !isIdentity(perm) {
			if in, err = permuted(f, in, permShape, permStrides); err != nil {
				return nil, err
			}
		}
		foldRows(s.cb, in, inits[0], outs[0], rowLen)
		outs[0].Normalize()
	} else {
		base := offsetsOf(permShape[:len(kept)], permStrides[:len(kept)])
		row := offsetsOf(permShape[len(kept):], permStrides[len(kept):])
		if err := s.slowReduce(f, inputs, inits, outs, base, row); err != nil {
			return nil, err
		}
	}
	res := make([]Value, s.n)
	for i, o := range outs {
		res[i] = o
	}
	return res, nil
}

// foldRows is fold.Rows with the output rows split across GOMAXPROCS
// (parallelBlocks); every row is folded in order by one goroutine, so the
// results do not depend on the split.
func foldRows(cb fold.Op, in, init, out *tensor.Tensor, rowLen int) {
	rows := out.Len()
	if cb == fold.Add && rowLen > simd.SumChunk && parallelWorkers(rows*rowLen, costCheap, parallelAlign) > rows {
		switch out.Kind() {
		case tensor.F32:
			sumSplitRows(in.Float32s(), init.Float32s()[0], out.Float32s(), rowLen)
			return
		case tensor.F64:
			sumSplitRows(in.Float64s(), init.Float64s()[0], out.Float64s(), rowLen)
			return
		}
	}
	if rows == 1 && fold.Reorderable(cb, in.Kind()) && parallelWorkers(rowLen, costCheap, parallelAlign) > 1 {
		foldSplitRow(cb, in, init, out, rowLen)
		return
	}
	if rows < 2 || rowLen == 0 {
		fold.Rows(cb, in, init, out, rowLen)
		return
	}
	parallelRanges(rows, rowLen, 1, func(lo, hi int) {
		fold.Rows(cb, tensor.View(in, lo*rowLen, hi*rowLen), init, tensor.View(out, lo, hi), rowLen)
	})
}

// sumSplitRows sets out[r] to fold.Sum of init and row r of in, the rows'
// parts of simd.SumChunk elements summed concurrently: the sum of a row
// longer than that is by definition the sum of its parts' sums, so the
// split does not change the bits.
func sumSplitRows[T float32 | float64](in []T, init T, out []T, rowLen int) {
	per := (rowLen + simd.SumChunk - 1) / simd.SumChunk
	parts := make([]T, len(out)*per)
	parallelRanges(len(parts), simd.SumChunk*costCheap, 1, func(lo, hi int) {
		for p := lo; p < hi; p++ {
			r, c := p/per, p%per
			start := r*rowLen + c*simd.SumChunk
			parts[p] = simd.Total(in[start:min(start+simd.SumChunk, (r+1)*rowLen)])
		}
	})
	for r := range out {
		out[r] = fold.Sum(init, parts[r*per:(r+1)*per])
	}
}

// foldSplitRow folds the one row of in into out as foldRows does, the row
// split across GOMAXPROCS: every part is folded on its own, from its first
// element, and the parts are then folded into init. Only for operations
// whose result does not depend on the order (fold.Reorderable).
func foldSplitRow(cb fold.Op, in, init, out *tensor.Tensor, rowLen int) {
	var mu sync.Mutex
	var parts []*tensor.Tensor
	parallelRanges(rowLen, costCheap, parallelAlign, func(lo, hi int) {
		part := tensor.View(in, lo, lo+1).Clone()
		fold.Rows(cb, tensor.View(in, lo+1, hi), part, part, hi-lo-1)
		mu.Lock()
		parts = append(parts, part)
		mu.Unlock()
	})
	tensor.FillFirst(out, init)
	for _, p := range parts {
		fold.Rows(cb, p, out, out, 1)
	}
}

// slowReduce runs the body region for every element.
func (s *reduceSpec) slowReduce(f *Frame, inputs, inits, outs []*tensor.Tensor, base, row []int) error {
	if sf := newScalarFold(s.body, inputs, inits, outs); sf != nil {
		for o, b := range base {
			if o%4096 == 0 {
				if err := f.env.ctx.Err(); err != nil {
					return err
				}
			}
			sf.fold(o, b, row)
		}
		return nil
	}
	args := make([]Value, 2*s.n)
	for o, b := range base {
		if err := foldElements(f, s.body, s.kinds, inputs, inits, outs, args, o, b, row); err != nil {
			return err
		}
	}
	return nil
}

// isIdentity reports whether perm is 0, 1, ..., n-1.
func isIdentity(perm []int) bool {
	for i, p := range perm {
		if p != i {
			return false
		}
	}
	return true
}

// offsetsOf lists, in row-major order over shape, the storage offsets
// sum(index[d] * strides[d]).
func offsetsOf(shape, strides []int64) []int {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	out := make([]int, 0, n)
	if n == 0 {
		return out
	}
	w := newOdometer(shape, strides)
	for {
		out = append(out, w.off)
		if !w.next() {
			return out
		}
	}
}

// permuted returns a new tensor of the given shape whose row-major elements
// are read from t at the given strides.
func permuted(f *Frame, t *tensor.Tensor, shape, strides []int64) (*tensor.Tensor, error) {
	tt := t.Type()
	tt.Shape = shape
	out, err := f.newUninit(tt)
	if err != nil {
		return nil, err
	}
	elem.Of(out).Permute(out, t, shape, strides)
	return out, nil
}
