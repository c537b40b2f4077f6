package interp

import (
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/fold"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.reduce_window and stablehlo.select_and_scatter. Both walk the
// windows of a padded, base-dilated input: a windowPlan lists for one window
// the storage offsets of its elements in ascending lexicographic order, with
// -1 for positions that fall into padding or between dilated elements.

func init() {
	register("stablehlo.reduce_window", buildReduceWindow)
	register("stablehlo.select_and_scatter", buildSelectAndScatter)
}

// windowGeometry is the static description of a windowed traversal.
type windowGeometry struct {
	win, strides, baseDil, winDil, padLo, padHi []int64
}

// windowPlan resolves a windowGeometry against a concrete input shape.
type windowPlan struct {
	g        *windowGeometry
	outShape []int64
	// tab[d][o*win[d]+w] is the input coordinate along d of window element w
	// of window o, or -1.
	tab       [][]int64
	inStrides []int64
	size      int
}

// lanes reports whether windows over shape leave its innermost axis
// untouched (size, stride and dilations 1, no padding) and that axis is long
// enough to be worth combining as rows.
func (g *windowGeometry) lanes(shape []int64) bool {
	d := len(shape) - 1
	return d >= 0 && shape[d] >= 4 && g.win[d] == 1 && g.strides[d] == 1 && g.baseDil[d] == 1 &&
		g.winDil[d] == 1 && g.padLo[d] == 0 && g.padHi[d] == 0
}

// outer returns the geometry without the innermost axis.
func (g *windowGeometry) outer() *windowGeometry {
	d := len(g.win) - 1
	return &windowGeometry{win: g.win[:d], strides: g.strides[:d], baseDil: g.baseDil[:d], winDil: g.winDil[:d], padLo: g.padLo[:d], padHi: g.padHi[:d]}
}

// plan computes the number of windows along every dimension and the
// coordinate tables for input shape shape.
func (g *windowGeometry) plan(shape []int64) *windowPlan {
	r := len(shape)
	p := &windowPlan{g: g, outShape: make([]int64, r), tab: make([][]int64, r), inStrides: tensor.Strides(shape), size: 1}
	for d := 0; d < r; d++ {
		dilated := int64(0)
		if shape[d] > 0 {
			dilated = (shape[d]-1)*g.baseDil[d] + 1
		}
		padded := g.padLo[d] + dilated + g.padHi[d]
		window := int64(0)
		if g.win[d] > 0 {
			window = (g.win[d]-1)*g.winDil[d] + 1
		}
		n := int64(0)
		if padded > 0 && window <= padded {
			n = (padded-window)/g.strides[d] + 1
		}
		p.outShape[d] = n
		p.size *= int(g.win[d])
		t := make([]int64, n*g.win[d])
		for o := int64(0); o < n; o++ {
			for w := int64(0); w < g.win[d]; w++ {
				pos := o*g.strides[d] + w*g.winDil[d] - g.padLo[d]
				c := int64(-1)
				if pos >= 0 && pos < dilated && pos%g.baseDil[d] == 0 {
					c = pos / g.baseDil[d]
				}
				t[o*g.win[d]+w] = c
			}
		}
		p.tab[d] = t
	}
	return p
}

// fill writes the offsets of the elements of window idx to offs.
func (p *windowPlan) fill(idx []int64, offs []int) {
	n := 0
	p.fillDim(0, 0, idx, offs, &n)
}

func (p *windowPlan) fillDim(d int, base int64, idx []int64, offs []int, n *int) {
	if d == len(idx) {
		offs[*n] = int(base)
		*n++
		return
	}
	w := p.g.win[d]
	row := p.tab[d][idx[d]*w : (idx[d]+1)*w]
	for _, c := range row {
		if c < 0 || base < 0 {
			p.fillDim(d+1, -1, idx, offs, n)
			continue
		}
		p.fillDim(d+1, base+c*p.inStrides[d], idx, offs, n)
	}
}

// nextIndex advances a row-major index over shape; it reports false after the
// last index.
func nextIndex(idx, shape []int64) bool {
	for d := len(shape) - 1; d >= 0; d-- {
		idx[d]++
		if idx[d] < shape[d] {
			return true
		}
		idx[d] = 0
	}
	return false
}

// shapeElems returns the product of shape.
func shapeElems(shape []int64) int {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	return n
}

type reduceWindowSpec struct {
	bodySpec
	geom windowGeometry
}

func buildReduceWindow(c *OpContext) (Kernel, error) {
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
	s := &reduceWindowSpec{bodySpec: b}
	in := c.Operands[0].Tensor
	if in == nil {
		return nil, c.Errorf("input 0 is not a tensor")
	}
	r := len(in.Shape)
	g, err := windowAttrs(c, r, true)
	if err != nil {
		return nil, err
	}
	s.geom = *g
	return s.run, nil
}

// windowAttrs decodes window_dimensions, window_strides, padding and, when
// dilations is set, base_dilations and window_dilations.
func windowAttrs(c *OpContext, r int, dilations bool) (*windowGeometry, error) {
	g := &windowGeometry{}
	var err error
	if g.win, err = optI64s(c, "window_dimensions", r, 1); err != nil {
		return nil, err
	}
	if c.Attr("window_dimensions").IsNull() {
		return nil, c.Errorf("missing window_dimensions")
	}
	if g.strides, err = windowI64s(c, "window_strides", r, 1); err != nil {
		return nil, err
	}
	g.baseDil, g.winDil = make([]int64, r), make([]int64, r)
	for i := range g.baseDil {
		g.baseDil[i], g.winDil[i] = 1, 1
	}
	if dilations {
		if g.baseDil, err = windowI64s(c, "base_dilations", r, 1); err != nil {
			return nil, err
		}
		if g.winDil, err = windowI64s(c, "window_dilations", r, 1); err != nil {
			return nil, err
		}
	}
	if g.padLo, g.padHi, err = paddingPairs(c, "padding", r); err != nil {
		return nil, err
	}
	for d := 0; d < r; d++ {
		if g.win[d] <= 0 || g.strides[d] <= 0 || g.baseDil[d] <= 0 || g.winDil[d] <= 0 {
			return nil, c.Errorf("window sizes, strides and dilations must be positive")
		}
	}
	return g, nil
}

func (s *reduceWindowSpec) run(f *Frame, args []Value) ([]Value, error) {
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
		if len(t.Shape()) != len(s.geom.win) || (i > 0 && !slices.Equal(t.Shape(), inputs[0].Shape())) {
			return nil, fmt.Errorf("input %d has an unexpected shape %v", i, t.Shape())
		}
		if inputs[i], err = promoteTo(f, t, s.kinds[i]); err != nil {
			return nil, fmt.Errorf("input %d: %w", i, err)
		}
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
	p := s.geom.plan(inputs[0].Shape())
	outs := make([]*tensor.Tensor, s.n)
	for i := range outs {
		rt := s.results[i]
		if rt.IsStatic() && !slices.Equal(rt.Shape, p.outShape) {
			return nil, fmt.Errorf("result %d has shape %v but the windows give %v", i, rt.Shape, p.outShape)
		}
		rt.Shape = p.outShape
		// Every path below stores each output element (the lane kernel
		// fills with the init value first), or fails.
		var err error
		if outs[i], err = f.newUninit(rt); err != nil {
			return nil, err
		}
	}
	if s.cb != fold.None && s.geom.lanes(inputs[0].Shape()) {
		// The windows leave the innermost axis alone: combine rows.
		shape := inputs[0].Shape()
		last := len(shape) - 1
		g := s.geom.outer()
		job := &laneJob{lanes: int(shape[last]), plan: g.plan(shape[:last])}
		laneKernel(s.cb, inputs[0], inits[0], outs[0], job)
		outs[0].Normalize()
	} else if s.cb != fold.None {
		windowFold(s.cb, p, inputs[0], inits[0], outs[0])
		outs[0].Normalize()
	} else if err := s.slow(f, p, inputs, inits, outs); err != nil {
		return nil, err
	}
	res := make([]Value, s.n)
	for i, o := range outs {
		res[i] = o
	}
	return res, nil
}

func (s *reduceWindowSpec) slow(f *Frame, p *windowPlan, inputs, inits, outs []*tensor.Tensor) error {
	total := shapeElems(p.outShape)
	if total == 0 {
		return nil
	}
	idx := make([]int64, len(p.outShape))
	offs := make([]int, p.size)
	args := make([]Value, 2*s.n)
	sf := newScalarFold(s.body, inputs, inits, outs)
	for o := 0; o < total; o++ {
		p.fill(idx, offs)
		if sf != nil {
			if o%4096 == 0 {
				if err := f.env.ctx.Err(); err != nil {
					return err
				}
			}
			sf.fold(o, 0, offs)
			nextIndex(idx, p.outShape)
			continue
		}
		if err := foldElements(f, s.body, s.kinds, inputs, inits, outs, args, o, 0, offs); err != nil {
			return err
		}
		nextIndex(idx, p.outShape)
	}
	return nil
}

// windowFold reduces every window with a recognised fold.Op.
func windowFold(cb fold.Op, p *windowPlan, in, init, out *tensor.Tensor) {
	switch o := out.Storage().(type) {
	case []bool:
		windowFoldT(p, in.Bools(), init.Bools()[0], o, func(a bool, xs []bool) bool { return fold.Bools(cb, a, xs) })
	case []int8:
		windowFoldInts(cb, p, in.Int8s(), init.Int8s()[0], o)
	case []int16:
		windowFoldInts(cb, p, in.Int16s(), init.Int16s()[0], o)
	case []int32:
		windowFoldInts(cb, p, in.Int32s(), init.Int32s()[0], o)
	case []int64:
		windowFoldInts(cb, p, in.Int64s(), init.Int64s()[0], o)
	case []uint8:
		windowFoldInts(cb, p, in.Uint8s(), init.Uint8s()[0], o)
	case []uint16:
		windowFoldInts(cb, p, in.Uint16s(), init.Uint16s()[0], o)
	case []uint32:
		windowFoldInts(cb, p, in.Uint32s(), init.Uint32s()[0], o)
	case []uint64:
		windowFoldInts(cb, p, in.Uint64s(), init.Uint64s()[0], o)
	case []float32:
		var round func(float32) float32
		if k := out.Kind(); k != tensor.F32 {
			round = tensor.FloatRounder(k)
		}
		windowFoldT(p, in.Float32s(), init.Float32s()[0], o, func(a float32, xs []float32) float32 { return fold.Floats(cb, a, xs, round) })
	case []float64:
		windowFoldT(p, in.Float64s(), init.Float64s()[0], o, func(a float64, xs []float64) float64 { return fold.Floats(cb, a, xs, nil) })
	case []complex64:
		windowFoldT(p, in.Complex64s(), init.Complex64s()[0], o, func(a complex64, xs []complex64) complex64 { return fold.Complex(cb, a, xs) })
	case []complex128:
		windowFoldT(p, in.Complex128s(), init.Complex128s()[0], o, func(a complex128, xs []complex128) complex128 { return fold.Complex(cb, a, xs) })
	}
}

func windowFoldInts[T fold.Int](cb fold.Op, p *windowPlan, in []T, init T, out []T) {
	windowFoldT(p, in, init, out, func(a T, xs []T) T { return fold.Ints(cb, a, xs) })
}

// windowFoldT gathers every window (init for padding) and folds it.
func windowFoldT[T tensor.Storage](p *windowPlan, in []T, init T, out []T, fold func(T, []T) T) {
	if len(out) == 0 {
		return
	}
	idx := make([]int64, len(p.outShape))
	offs := make([]int, p.size)
	vals := make([]T, p.size)
	for o := range out {
		p.fill(idx, offs)
		for j, off := range offs {
			if off < 0 {
				vals[j] = init
			} else {
				vals[j] = in[off]
			}
		}
		out[o] = fold(init, vals)
		nextIndex(idx, p.outShape)
	}
}

type selectScatterSpec struct {
	geom            windowGeometry
	kind            tensor.Kind
	result          tensor.Type
	selectR, scatRR *Region
	// fastSel is set when select is one compare of its arguments with
	// direction selDir (GE, GT, LE or LT) over an ordered kind; scatterCb when
	// scatter is a recognised fold.Op. Both together enable a typed loop.
	fastSel   bool
	selDir    stablehlo.ComparisonDirection
	scatterCb fold.Op
}

// detectSelect recognises a select region that is a single
// `compare DIR, %arg0, %arg1` (DIR one of GE, GT, LE, LT, without total
// order) and returns DIR; ok is false for any other region.
func detectSelect(r *Region, k tensor.Kind) (dir stablehlo.ComparisonDirection, ok bool) {
	if !(k.IsInteger() || k.IsFloat()) || len(r.args) != 2 {
		return 0, false
	}
	b, ok := bodyOf(r)
	if !ok || b.compare == nil || b.lhs != 0 || b.rhs != 1 || b.compare.totalOrder() {
		return 0, false
	}
	switch d := b.compare.direction; d {
	case stablehlo.ComparisonDirectionGE, stablehlo.ComparisonDirectionGT,
		stablehlo.ComparisonDirectionLE, stablehlo.ComparisonDirectionLT:
		return d, true
	}
	return 0, false
}

func buildSelectAndScatter(c *OpContext) (Kernel, error) {
	if len(c.Operands) != 3 || len(c.Regions) != 2 {
		return nil, c.Errorf("expected operand, source, init value and two regions")
	}
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	in := c.Operands[0].Tensor
	if in == nil {
		return nil, c.Errorf("operand is not a tensor")
	}
	g, err := windowAttrs(c, len(in.Shape), false)
	if err != nil {
		return nil, err
	}
	s := &selectScatterSpec{geom: *g, kind: rt.Kind, result: rt, selectR: c.Regions[0], scatRR: c.Regions[1]}
	if len(s.selectR.args) != 2 || len(s.scatRR.args) != 2 {
		return nil, c.Errorf("select and scatter must take two arguments")
	}
	if rt.Quant == nil {
		s.selDir, s.fastSel = detectSelect(s.selectR, rt.Kind)
		s.scatterCb = detectCombiner(s.scatRR, rt.Kind, nil)
	}
	return s.run, nil
}

func (s *selectScatterSpec) run(f *Frame, args []Value) ([]Value, error) {
	operand, err := tensorArg(args[0])
	if err != nil {
		return nil, err
	}
	source, err := tensorArg(args[1])
	if err != nil {
		return nil, err
	}
	init, err := tensorArg(args[2])
	if err != nil {
		return nil, err
	}
	if len(operand.Shape()) != len(s.geom.win) || init.Len() != 1 {
		return nil, fmt.Errorf("unexpected operand %s or init value %s", operand.Type(), init.Type())
	}
	p := s.geom.plan(operand.Shape())
	if !slices.Equal(p.outShape, source.Shape()) {
		return nil, fmt.Errorf("source has shape %v but the windows give %v", source.Shape(), p.outShape)
	}
	rt := s.result
	rt.Shape = operand.Shape()
	// Every element is set to init before the scatter combines into it.
	out, err := f.newUninit(rt)
	if err != nil {
		return nil, err
	}
	for i, n := 0, out.Len(); i < n; i++ {
		copyElem(out, i, init, 0)
	}
	total := shapeElems(p.outShape)
	if total == 0 {
		return []Value{out}, nil
	}
	if s.fastSel && s.scatterCb != fold.None && source.Kind() == s.kind && operand.Kind() == s.kind {
		selectScatterFast(s.selDir, s.scatterCb, p, operand, source, out)
		out.Normalize()
		return []Value{out}, nil
	}
	idx := make([]int64, len(p.outShape))
	offs := make([]int, p.size)
	for si := 0; si < total; si++ {
		p.fill(idx, offs)
		nextIndex(idx, p.outShape)
		sel := -1
		var selVal *tensor.Tensor
		for _, off := range offs {
			if off < 0 {
				continue
			}
			x, err := scalarAt(f, operand, off)
			if err != nil {
				return nil, err
			}
			if sel < 0 {
				sel, selVal = off, x
				continue
			}
			res, err := f.Run(s.selectR, []Value{selVal, x})
			if err != nil {
				return nil, err
			}
			if len(res) != 1 {
				return nil, fmt.Errorf("select returned %d values, want 1", len(res))
			}
			keep, err := scalarResult(res[0], tensor.Bool, "select")
			if err != nil {
				return nil, err
			}
			if !keep.Bools()[0] {
				sel, selVal = off, x
			}
		}
		if sel < 0 {
			continue
		}
		cur, err := scalarAt(f, out, sel)
		if err != nil {
			return nil, err
		}
		src, err := scalarAt(f, source, si)
		if err != nil {
			return nil, err
		}
		res, err := f.Run(s.scatRR, []Value{cur, src})
		if err != nil {
			return nil, err
		}
		if len(res) != 1 {
			return nil, fmt.Errorf("scatter returned %d values, want 1", len(res))
		}
		v, err := scalarResult(res[0], s.kind, "scatter")
		if err != nil {
			return nil, err
		}
		copyElem(out, sel, v, 0)
	}
	return []Value{out}, nil
}

// selectScatterFast runs select_and_scatter with a compare select and a
// recognised scatter fold.Op; out holds the init value everywhere.
func selectScatterFast(dir stablehlo.ComparisonDirection, cb fold.Op, p *windowPlan, operand, source, out *tensor.Tensor) {
	switch o := out.Storage().(type) {
	case []int8:
		selectScatterT(dir, p, operand.Int8s(), source.Int8s(), o, func(d, s []int8) { fold.IntsInto(cb, d, s) })
	case []int16:
		selectScatterT(dir, p, operand.Int16s(), source.Int16s(), o, func(d, s []int16) { fold.IntsInto(cb, d, s) })
	case []int32:
		selectScatterT(dir, p, operand.Int32s(), source.Int32s(), o, func(d, s []int32) { fold.IntsInto(cb, d, s) })
	case []int64:
		selectScatterT(dir, p, operand.Int64s(), source.Int64s(), o, func(d, s []int64) { fold.IntsInto(cb, d, s) })
	case []uint8:
		selectScatterT(dir, p, operand.Uint8s(), source.Uint8s(), o, func(d, s []uint8) { fold.IntsInto(cb, d, s) })
	case []uint16:
		selectScatterT(dir, p, operand.Uint16s(), source.Uint16s(), o, func(d, s []uint16) { fold.IntsInto(cb, d, s) })
	case []uint32:
		selectScatterT(dir, p, operand.Uint32s(), source.Uint32s(), o, func(d, s []uint32) { fold.IntsInto(cb, d, s) })
	case []uint64:
		selectScatterT(dir, p, operand.Uint64s(), source.Uint64s(), o, func(d, s []uint64) { fold.IntsInto(cb, d, s) })
	case []float32:
		var round func(float32) float32
		if k := out.Kind(); k != tensor.F32 {
			round = tensor.FloatRounder(k)
		}
		selectScatterT(dir, p, operand.Float32s(), source.Float32s(), o, func(d, s []float32) { fold.FloatsInto(cb, d, s, round) })
	case []float64:
		selectScatterT(dir, p, operand.Float64s(), source.Float64s(), o, func(d, s []float64) { fold.FloatsInto(cb, d, s, nil) })
	}
}

func selectScatterT[T elem.Ordered](dir stablehlo.ComparisonDirection, p *windowPlan, operand, source, out []T, combine func(d, s []T)) {
	idx := make([]int64, len(p.outShape))
	offs := make([]int, p.size)
	for si := range source {
		p.fill(idx, offs)
		nextIndex(idx, p.outShape)
		sel := -1
		for _, off := range offs {
			if off < 0 {
				continue
			}
			if sel < 0 || !elem.Compare(cmpDir(dir), operand[sel], operand[off]) {
				sel = off
			}
		}
		if sel >= 0 {
			combine(out[sel:sel+1], source[si:si+1])
		}
	}
}
