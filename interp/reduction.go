package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/fold"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// Helpers shared by the region-driven operations (reduce, reduce_window,
// select_and_scatter, map): scalar extraction, element copies, promotion of
// inputs to the body's element type, attribute decoding and the detection of
// bodies that are a single well-known binary operation, which run as typed
// loops instead of invoking the region per element.

var combinerNames = map[string]fold.Op{
	"stablehlo.add":      fold.Add,
	"stablehlo.multiply": fold.Mul,
	"stablehlo.maximum":  fold.Max,
	"stablehlo.minimum":  fold.Min,
	"stablehlo.and":      fold.And,
	"stablehlo.or":       fold.Or,
	"stablehlo.xor":      fold.Xor,
}

// detectCombiner reports the operation of a two-argument body made of one
// operation applied to both arguments (accumulator first) and returned
// directly.
// The element kind k decides whether the operation has a typed loop
// (and/or/xor need integers or booleans).
func detectCombiner(r *Region, k tensor.Kind, quant *tensor.Quant) fold.Op {
	return matchCombiner(r, k, quant, false)
}

// matchCombiner is detectCombiner; anyOrder also accepts swapped operands
// for floats and complex numbers, where the results may differ from the
// body's only in NaN payloads.
func matchCombiner(r *Region, k tensor.Kind, quant *tensor.Quant, anyOrder bool) fold.Op {
	if quant != nil || r == nil || len(r.args) != 2 {
		return fold.None
	}
	b, ok := bodyOf(r)
	if !ok {
		return fold.None
	}
	cb, ok := combinerNames[b.name]
	if !ok {
		return fold.None
	}
	switch {
	case b.lhs == 0 && b.rhs == 1:
	case b.lhs == 1 && b.rhs == 0 && (anyOrder || k.IsInteger() || k.IsBool()):
		// Swapped operands give the same bits only for integers and
		// booleans (NaN payloads and signed zeros may differ otherwise).
	default:
		return fold.None
	}
	if (cb == fold.And || cb == fold.Or || cb == fold.Xor) && !(k.IsInteger() || k.IsBool()) {
		return fold.None
	}
	return cb
}

// bodySpec is what reduce and reduce_window share: n inputs, n init values
// and n results, and a body of 2n arguments.
type bodySpec struct {
	n       int
	kinds   []tensor.Kind
	results []tensor.Type
	body    *Region
	// cb is the body's fold.Op when n is 1 and it has one.
	cb fold.Op
}

func decodeBodySpec(c *OpContext) (bodySpec, error) {
	if len(c.Operands)%2 != 0 || len(c.Operands) == 0 || len(c.Regions) != 1 {
		return bodySpec{}, c.Errorf("expected inputs, as many init values and one body region")
	}
	s := bodySpec{n: len(c.Operands) / 2, body: c.Regions[0]}
	if len(c.Results) != s.n {
		return bodySpec{}, c.Errorf("expected %d results, got %d", s.n, len(c.Results))
	}
	if len(s.body.args) != 2*s.n {
		return bodySpec{}, c.Errorf("body takes %d arguments, want %d", len(s.body.args), 2*s.n)
	}
	for i := 0; i < s.n; i++ {
		t, err := c.resultTensorType(i)
		if err != nil {
			return bodySpec{}, err
		}
		s.results = append(s.results, t)
		s.kinds = append(s.kinds, t.Kind)
	}
	if s.n == 1 {
		s.cb = detectCombiner(s.body, s.kinds[0], s.results[0].Quant)
	}
	return s, nil
}

// shapedInitKernel returns a kernel reporting the first of the n init
// values (operands n to 2n-1) whose static type has a dimension of size other
// than 1, or nil when every init value holds a single element. The verifier
// accepts init values with some of the result (reduce) or window
// (reduce_window) dimensions, the body combining tensors of that shape, but
// the StableHLO reference interpreter reduces scalars only and so does this
// one: the operation compiles and fails, located, when it runs.
func shapedInitKernel(c *OpContext, n int) Kernel {
	for i := 0; i < n; i++ {
		t := c.Operands[n+i].Tensor
		if t == nil {
			continue
		}
		for _, d := range t.Shape {
			if d != 1 {
				return c.unsupportedKernel("init value %d has type %s: init values with dimensions are not supported, only scalars", i, c.Operands[n+i])
			}
		}
	}
	return nil
}

// scalarType returns the rank-0 type with the element type of t.
func scalarType(t tensor.Type) tensor.Type {
	return tensor.Type{Kind: t.Kind, Shape: []int64{}, Quant: t.Quant}
}

// scalarAt returns a new rank-0 tensor holding element i of t.
func scalarAt(f *Frame, t *tensor.Tensor, i int) (*tensor.Tensor, error) {
	s, err := f.New(scalarType(t.Type()))
	if err != nil {
		return nil, err
	}
	copyElem(s, 0, t, i)
	return s, nil
}

// copyElem copies element si of src to element di of dst; both tensors have
// the same storage type.
func copyElem(dst *tensor.Tensor, di int, src *tensor.Tensor, si int) {
	elem.Of(dst).CopyElem(dst, di, src, si)
}

// scalarResult checks that a region result is a rank-0 tensor of kind k.
func scalarResult(v Value, k tensor.Kind, what string) (*tensor.Tensor, error) {
	t, ok := v.(*tensor.Tensor)
	if !ok {
		return nil, fmt.Errorf("%s returned %s, want a tensor", what, describe(v))
	}
	if t.Len() != 1 || t.Kind() != k {
		return nil, fmt.Errorf("%s returned %s, want a single %s element", what, t.Type(), k)
	}
	return t, nil
}

// foldElements runs body over the elements at base+off of inputs, for each
// off of offs in order (the init values where off is negative), starting
// from the init values, and stores the folded values at index o of outs.
// args is scratch space for 2*len(inputs) body arguments.
func foldElements(f *Frame, body *Region, kinds []tensor.Kind, inputs, inits, outs []*tensor.Tensor, args []Value, o, base int, offs []int) error {
	n := len(inputs)
	acc := make([]Value, n)
	for i := range acc {
		acc[i] = inits[i]
	}
	for _, off := range offs {
		copy(args, acc)
		for i, in := range inputs {
			if off < 0 {
				args[n+i] = inits[i]
				continue
			}
			x, err := scalarAt(f, in, base+off)
			if err != nil {
				return err
			}
			args[n+i] = x
		}
		res, err := f.Run(body, args)
		if err != nil {
			return err
		}
		if len(res) != n {
			return fmt.Errorf("body returned %d values, want %d", len(res), n)
		}
		acc = res
	}
	for i := range outs {
		t, err := scalarResult(acc[i], kinds[i], "body")
		if err != nil {
			return err
		}
		copyElem(outs[i], o, t, 0)
	}
	return nil
}

// exactPromotion tells whether every value of kind from converts exactly to
// kind to (promoteTo's conversion): booleans and integers to integers that
// hold their whole range, floats to a wider f32 or f64, complex64 to
// complex128. Upstream's verifier accepts init values and scatter updates
// of any element type promotable in its looser sense (any signedness, any
// float width) to the body's; the interpreter converts the exact ones only.
func exactPromotion(from, to tensor.Kind) bool {
	switch {
	case from == to:
		return true
	case from.IsBool():
		return to.IsInteger()
	case from.IsSigned():
		return to.IsSigned() && from.BitWidth() <= to.BitWidth()
	case from.IsUnsigned():
		return (to.IsUnsigned() && from.BitWidth() <= to.BitWidth()) ||
			(to.IsSigned() && from.BitWidth() < to.BitWidth())
	case from.IsFloat():
		return (to == tensor.F32 || to == tensor.F64) && from.BitWidth() < to.BitWidth()
	case from == tensor.Complex64:
		return to == tensor.Complex128
	}
	return false
}

// inexactInitKernel returns a kernel reporting the first of the n init
// values (operands n to 2n-1) whose element type does not convert exactly
// to the body's (that of the results), or nil when all do: the operation
// compiles and fails, located, when it runs.
func inexactInitKernel(c *OpContext, n int, results []tensor.Type) Kernel {
	for i := 0; i < n; i++ {
		t := c.Operands[n+i].Tensor
		if t == nil || sameElement(*t, results[i]) {
			continue
		}
		if t.Quant != nil || results[i].Quant != nil || !exactPromotion(t.Kind, results[i].Kind) {
			return c.unsupportedKernel("init value %d has element type %s, which does not convert exactly to the body's %s", i, t.ElementString(), results[i].ElementString())
		}
	}
	return nil
}

// promoteTo converts t to kind k when the kinds differ (the promotion of a
// reduction input to the body's element type): integers to wider integers,
// floats to wider floats, complex to wider complex.
func promoteTo(f *Frame, t *tensor.Tensor, k tensor.Kind) (*tensor.Tensor, error) {
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
	case (from.IsInteger() || from.IsBool()) && (k.IsInteger() || k.IsBool()):
		for i := 0; i < n; i++ {
			out.SetBits(i, uint64(t.Int(i)))
		}
		if from.IsUnsigned() && from == tensor.UI64 {
			for i := 0; i < n; i++ {
				out.SetBits(i, t.Uint64s()[i])
			}
		}
	case from.IsFloat() && k.IsFloat():
		// Widening is exact, so rounding to k changes no value.
		vals, err := elem.Of(t).Reals(t)
		if err == nil {
			err = elem.Of(out).SetReals(out, vals)
		}
		if err != nil {
			return nil, fmt.Errorf("promoting %s to %s: %w", from, k, err)
		}
	case from.IsComplex() && k.IsComplex():
		vals, err := elem.Of(t).Complexes(t)
		if err == nil {
			err = elem.Of(out).SetComplexes(out, vals)
		}
		if err != nil {
			return nil, fmt.Errorf("promoting %s to %s: %w", from, k, err)
		}
	default:
		return nil, fmt.Errorf("cannot promote %s elements to %s", from, k)
	}
	return out, nil
}

// optI64s reads an optional array<i64> attribute of n values, defaulting
// every value to def.
func optI64s(c *OpContext, name string, n int, def int64) ([]int64, error) {
	a := c.Attr(name)
	if a.IsNull() {
		out := make([]int64, n)
		for i := range out {
			out[i] = def
		}
		return out, nil
	}
	v := a.I64s()
	if len(v) != n {
		return nil, c.Errorf("%s has %d values, want %d", name, len(v), n)
	}
	return v, nil
}

// windowI64s is optI64s for window strides and dilations, where an empty
// array also stands for the default, as upstream's verifier reads it.
func windowI64s(c *OpContext, name string, n int, def int64) ([]int64, error) {
	if a := c.Attr(name); !a.IsNull() && len(a.I64s()) == 0 {
		out := make([]int64, n)
		for i := range out {
			out[i] = def
		}
		return out, nil
	}
	return optI64s(c, name, n, def)
}

// optBools reads an optional array<i1> attribute of n values (default false).
func optBools(c *OpContext, name string, n int) ([]bool, error) {
	a := c.Attr(name)
	if a.IsNull() {
		return make([]bool, n), nil
	}
	v := a.Bools()
	if v == nil && n > 0 {
		return nil, c.Errorf("%s is not an array<i1> attribute: %s", name, a)
	}
	if len(v) != n {
		return nil, c.Errorf("%s has %d values, want %d", name, len(v), n)
	}
	return v, nil
}

// paddingPairs reads an optional Nx2 padding attribute (default zero).
func paddingPairs(c *OpContext, name string, n int) (lo, hi []int64, err error) {
	lo, hi = make([]int64, n), make([]int64, n)
	a := c.Attr(name)
	if a.IsNull() {
		return lo, hi, nil
	}
	v, err := paddingValues(a)
	if err != nil {
		return nil, nil, c.Errorf("%s: %v", name, err)
	}
	if len(v) == 0 {
		// An empty padding (dense<> : tensor<0x2xi64>) is no padding, as
		// upstream's verifier reads it.
		return lo, hi, nil
	}
	if len(v) != 2*n {
		return nil, nil, c.Errorf("%s has %d values, want %dx2", name, len(v), n)
	}
	for i := 0; i < n; i++ {
		lo[i], hi[i] = v[2*i], v[2*i+1]
	}
	return lo, hi, nil
}

// paddingValues decodes a padding attribute in row-major order.
func paddingValues(a *ir.Attr) ([]int64, error) {
	if a.IsDenseElements() {
		t, err := attrTensor(a)
		if err != nil {
			return nil, err
		}
		out := make([]int64, t.Len())
		for i := range out {
			out[i] = t.Int(i)
		}
		return out, nil
	}
	if v := a.I64s(); v != nil {
		return v, nil
	}
	return nil, fmt.Errorf("unexpected padding attribute %s", a)
}

// odometer walks the indices of shape in row-major order, keeping off, the
// sum of index[d] * strides[d].
type odometer struct {
	shape, strides, idx []int64
	off                 int
}

func newOdometer(shape, strides []int64) odometer {
	return odometer{shape: shape, strides: strides, idx: make([]int64, len(shape))}
}

// next moves to the next index; after the last one it wraps to the first
// and reports false.
func (w *odometer) next() bool {
	for d := len(w.shape) - 1; d >= 0; d-- {
		w.idx[d]++
		w.off += int(w.strides[d])
		if w.idx[d] < w.shape[d] {
			return true
		}
		w.off -= int(w.strides[d] * w.shape[d])
		w.idx[d] = 0
	}
	return false
}

// laneJob describes a reduction done by combining whole rows of the
// innermost axis, which is not reduced: either a reduce whose input rows
// are combined into output rows (stream), or a reduce_window whose windows
// leave the innermost axis alone (plan, over the outer axes).
type laneJob struct {
	lanes int
	// stream: shape is the input shape without its innermost axis and
	// outStrides the output offset of each of those axes (0 when reduced).
	stream            bool
	shape, outStrides []int64
	// plan is the window plan over the outer axes.
	plan *windowPlan
}

// laneKernel runs a laneJob on the typed storage of in and out, with the
// row combination bound to cb.
func laneKernel(cb fold.Op, in, init, out *tensor.Tensor, fn *laneJob) {
	switch o := out.Storage().(type) {
	case []bool:
		runLanes(fn, in.Bools(), init.Bools()[0], o, func(d, s []bool) { fold.BoolsInto(cb, d, s) })
	case []int8:
		runLanes(fn, in.Int8s(), init.Int8s()[0], o, func(d, s []int8) { fold.IntsInto(cb, d, s) })
	case []int16:
		runLanes(fn, in.Int16s(), init.Int16s()[0], o, func(d, s []int16) { fold.IntsInto(cb, d, s) })
	case []int32:
		runLanes(fn, in.Int32s(), init.Int32s()[0], o, func(d, s []int32) { fold.IntsInto(cb, d, s) })
	case []int64:
		runLanes(fn, in.Int64s(), init.Int64s()[0], o, func(d, s []int64) { fold.IntsInto(cb, d, s) })
	case []uint8:
		runLanes(fn, in.Uint8s(), init.Uint8s()[0], o, func(d, s []uint8) { fold.IntsInto(cb, d, s) })
	case []uint16:
		runLanes(fn, in.Uint16s(), init.Uint16s()[0], o, func(d, s []uint16) { fold.IntsInto(cb, d, s) })
	case []uint32:
		runLanes(fn, in.Uint32s(), init.Uint32s()[0], o, func(d, s []uint32) { fold.IntsInto(cb, d, s) })
	case []uint64:
		runLanes(fn, in.Uint64s(), init.Uint64s()[0], o, func(d, s []uint64) { fold.IntsInto(cb, d, s) })
	case []float32:
		var round func(float32) float32
		if k := out.Kind(); k != tensor.F32 {
			round = tensor.FloatRounder(k)
		}
		runLanes(fn, in.Float32s(), init.Float32s()[0], o, func(d, s []float32) { fold.FloatsInto(cb, d, s, round) })
	case []float64:
		runLanes(fn, in.Float64s(), init.Float64s()[0], o, func(d, s []float64) { fold.FloatsInto(cb, d, s, nil) })
	case []complex64:
		runLanes(fn, in.Complex64s(), init.Complex64s()[0], o, func(d, s []complex64) { fold.ComplexInto(cb, d, s) })
	case []complex128:
		runLanes(fn, in.Complex128s(), init.Complex128s()[0], o, func(d, s []complex128) { fold.ComplexInto(cb, d, s) })
	}
}

// runLanes fills out with init and combines the input rows into it.
func runLanes[T tensor.Storage](j *laneJob, in []T, init T, out []T, combine func(dst, src []T)) {
	for i := range out {
		out[i] = init
	}
	L := j.lanes
	if L == 0 {
		return
	}
	if j.stream {
		w := newOdometer(j.shape, j.outStrides)
		for r := 0; r*L < len(in); r++ {
			combine(out[w.off:w.off+L], in[r*L:(r+1)*L])
			w.next()
		}
		return
	}
	p := j.plan
	total := len(out) / L
	if total == 0 {
		return
	}
	pad := make([]T, L)
	for i := range pad {
		pad[i] = init
	}
	// Output rows are independent: large pools run in parallel ranges.
	parallelRanges(total, L*max(p.size, 1), 1, func(lo, hi int) {
		idx := make([]int64, len(p.outShape))
		for o, d := lo, len(idx)-1; d >= 0; d-- {
			n := p.outShape[d]
			idx[d] = int64(o) % n
			o /= int(n)
		}
		offs := make([]int, p.size)
		for o := lo; o < hi; o++ {
			p.fill(idx, offs)
			row := out[o*L : (o+1)*L]
			for _, off := range offs {
				if off < 0 {
					combine(row, pad)
				} else {
					combine(row, in[off*L:(off+1)*L])
				}
			}
			nextIndex(idx, p.outShape)
		}
	})
}
