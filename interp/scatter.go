package interp

import (
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.scatter. The update positions are enumerated in row-major order
// of the updates; each one maps to a result index (start index + batching
// index + window index) and updates outside the results are skipped. The
// (result, update) offset pairs are computed first, independently of the
// element types, and then applied: directly for the common replacing and
// adding update computations, through the region otherwise.

// scatterGeom depends only on shapes and dimension numbers.
type scatterGeom struct {
	updShape []int
	// role[i] is, for update dimension i, the scatter dimension k it
	// enumerates (k >= 0), or -(w+1) for window slot w.
	role []int
	// Per scatter dimension: stride in the flat indices and the input
	// dimension it indexes as a batching dimension (-1 for none).
	idxStr   []int
	batchDim []int
	// vecStride steps along index_vector_dim; mapDims are the input
	// dimensions the index vector components address.
	vecStride int
	mapDims   []int
	// winDim is the input dimension of each window slot.
	winDim  []int
	inShape []int64
	inStr   []int
	// rowLen, when not 0, is the length of the input rows a row scatter
	// updates whole (see scatter_rows.go).
	rowLen int
}

func newScatterGeom(inShape, idxShape, updShape []int64, g *stablehlo.ScatterDimensionNumbers) (*scatterGeom, error) {
	inRank, idxRank, updRank := len(inShape), len(idxShape), len(updShape)
	// The verifier enforces the static constraints (scatter C1-C22):
	// the dimension lists are in range and unique, batching dimensions
	// pair up and exclude index_vector_dim, and the window dimensions
	// account for the input's rank. What remains to check depends on
	// run-time shapes.
	ivd := int(g.IndexVectorDim)
	if err := checkIndexVector(idxShape, ivd, len(g.ScatterDimsToOperandDims), "scatter_dims_to_operand_dims"); err != nil {
		return nil, err
	}
	idxStrAll := rowStrides(idxShape)
	geo := &scatterGeom{updShape: toInts(updShape), inShape: inShape, inStr: rowStrides(inShape)}
	var idxScatterDims []int
	for d := 0; d < idxRank; d++ {
		if d != ivd {
			idxScatterDims = append(idxScatterDims, d)
		}
	}
	if ivd < idxRank {
		geo.vecStride = idxStrAll[ivd]
	}
	for d := 0; d < inRank; d++ {
		if !contains(g.InsertedWindowDims, int64(d)) && !contains(g.InputBatchingDims, int64(d)) {
			geo.winDim = append(geo.winDim, d)
		}
	}
	if updRank-len(g.UpdateWindowDims) != len(idxScatterDims) {
		return nil, fmt.Errorf("updates have %d scatter dimensions but the scatter indices have %d", updRank-len(g.UpdateWindowDims), len(idxScatterDims))
	}
	geo.role = make([]int, updRank)
	k, w := 0, 0
	for d := 0; d < updRank; d++ {
		if contains(g.UpdateWindowDims, int64(d)) {
			geo.role[d] = -(w + 1)
			if updShape[d] > inShape[geo.winDim[w]] {
				return nil, fmt.Errorf("update window dimension %d has size %d, larger than input dimension %d", d, updShape[d], geo.winDim[w])
			}
			w++
			continue
		}
		id := idxScatterDims[k]
		if updShape[d] != idxShape[id] {
			return nil, fmt.Errorf("update dimension %d has size %d but scatter indices dimension %d has %d", d, updShape[d], id, idxShape[id])
		}
		geo.role[d] = k
		geo.idxStr = append(geo.idxStr, idxStrAll[id])
		geo.batchDim = append(geo.batchDim, -1)
		k++
	}
	for i, sd := range g.ScatterIndicesBatchingDims {
		kk := int(sd)
		if kk > ivd {
			kk--
		}
		geo.batchDim[kk] = int(g.InputBatchingDims[i])
	}
	for _, d := range g.ScatterDimsToOperandDims {
		geo.mapDims = append(geo.mapDims, int(d))
	}
	geo.rowLen = scatterRowLen(inShape, updShape, g, geo)
	return geo, nil
}

// pairs lists the (result offset, update offset) pairs in update order,
// skipping updates whose result index is out of bounds.
func (g *scatterGeom) pairs(idx []int64) []int {
	var out []int
	g.walk(idx, func(r, u, n, st int) {
		if out == nil {
			out = make([]int, 0, 2*g.size())
		}
		for c := 0; c < n; c++ {
			out = append(out, r+c*st, u+c)
		}
	})
	return out
}

// runs lists the updates in update order as triples (result offset, update
// offset, length) of runs contiguous in both the results and the updates,
// skipping updates whose result index is out of bounds.
func (g *scatterGeom) runs(idx []int64) []int {
	var out []int
	g.walk(idx, func(r, u, n, st int) {
		if st == 1 || n == 1 {
			out = append(out, r, u, n)
			return
		}
		for c := 0; c < n; c++ {
			out = append(out, r+c*st, u+c, 1)
		}
	})
	return out
}

// size is the number of update elements.
func (g *scatterGeom) size() int {
	n := 1
	for _, s := range g.updShape {
		n *= s
	}
	return n
}

// walk calls emit in update order for runs of updates: the updates at
// offsets u+c go to the results at offsets r+c·st, for c < n. The innermost
// update dimension is handled as a run: a window dimension yields a
// contiguous range of valid positions, a scatter dimension a new start
// index per element.
func (g *scatterGeom) walk(idx []int64, emit func(r, u, n, st int)) {
	n := g.size()
	if n == 0 {
		return
	}
	inRank, updRank := len(g.inShape), len(g.updShape)
	base := make([]int64, inRank)
	win := make([]int64, inRank)
	scatterPos := make([]int, len(g.idxStr))
	// setBase computes start + batching index for the scatter position at
	// flat index offset ib.
	setBase := func(ib int) {
		for d := range base {
			base[d] = 0
		}
		for j, d := range g.mapDims {
			base[d] += idx[ib+j*g.vecStride]
		}
		for k, d := range g.batchDim {
			if d >= 0 {
				base[d] += int64(scatterPos[k])
			}
		}
	}
	// offset returns the flat result offset of base + win over all
	// dimensions but skip, and whether it is in bounds.
	offset := func(skip int) (int, bool) {
		r := 0
		for d := 0; d < inRank; d++ {
			if d == skip {
				continue
			}
			v := base[d] + win[d]
			if v < 0 || v >= g.inShape[d] {
				return 0, false
			}
			r += int(v) * g.inStr[d]
		}
		return r, true
	}
	if updRank == 0 {
		setBase(0)
		if r, ok := offset(-1); ok {
			emit(r, 0, 1, 1)
		}
		return
	}
	last := updRank - 1
	innerSize, innerRole := g.updShape[last], g.role[last]
	counters := make([]int, last)
	ib := 0
	for u := 0; u < n; u += innerSize {
		if innerRole < 0 {
			dw := g.winDim[-innerRole-1]
			setBase(ib)
			if r0, ok := offset(dw); ok {
				b := base[dw]
				lo := max(0, -b)
				hi := min(int64(innerSize), g.inShape[dw]-b)
				st := g.inStr[dw]
				if lo < hi {
					emit(r0+int(b+lo)*st, u+int(lo), int(hi-lo), st)
				}
			}
		} else {
			for c := 0; c < innerSize; c++ {
				scatterPos[innerRole] = c
				setBase(ib + c*g.idxStr[innerRole])
				if r, ok := offset(-1); ok {
					emit(r, u+c, 1, 1)
				}
			}
			scatterPos[innerRole] = 0
		}
		for i := last - 1; i >= 0; i-- {
			counters[i]++
			role := g.role[i]
			if role >= 0 {
				ib += g.idxStr[role]
				scatterPos[role]++
			} else {
				win[g.winDim[-role-1]]++
			}
			if counters[i] < g.updShape[i] {
				break
			}
			if role >= 0 {
				ib -= g.updShape[i] * g.idxStr[role]
				scatterPos[role] = 0
			} else {
				win[g.winDim[-role-1]] = 0
			}
			counters[i] = 0
		}
	}
}

// scatterMode selects how updates are combined.
type scatterMode int

const (
	scatterRegion  scatterMode = iota // run the update computation
	scatterReplace                    // results[r] = updates[u]
	scatterAdd                        // results[r] += updates[u]
)

// scatterModeOf recognizes update computations that replace or add.
func scatterModeOf(r *Region, n int, elems []tensor.Type) scatterMode {
	if isIdentityBody(r, n) {
		return scatterReplace
	}
	if n != 1 || len(r.args) != 2 {
		return scatterRegion
	}
	k := elems[0].Kind
	if k.IsBool() || k.IsNarrowFloat() || elems[0].Quant != nil {
		return scatterRegion
	}
	b, ok := bodyOf(r)
	if !ok || b.name != "stablehlo.add" || b.lhs == b.rhs {
		return scatterRegion
	}
	return scatterAdd
}

// scatterAddPairs adds the updates into res (integers wrap afterwards).
func scatterAddPairs(res, upd *tensor.Tensor, pairs []int) error {
	if err := elem.Of(res).AddPairs(res, upd, pairs); err != nil {
		return err
	}
	res.Normalize()
	return nil
}

// applyRuns applies the runs of runs (see scatterGeom.runs) with apply,
// which combines a result segment with the matching update segment. Large
// scatters split the result into disjoint offset ranges, one per
// goroutine; each goroutine walks all runs in update order and applies the
// parts inside its range. Every result element therefore sees its updates
// in update order, as the sequential loop does, so results (float sums and
// the last of repeated replacements included) do not depend on the split.
func applyRuns[T any](dst, upd []T, runs []int, elems int, apply func(d, u []T)) {
	body := func(lo, hi int) {
		for i := 0; i < len(runs); i += 3 {
			r, u, n := runs[i], runs[i+1], runs[i+2]
			if r >= hi || r+n <= lo {
				continue
			}
			if r < lo {
				u += lo - r
				n -= lo - r
				r = lo
			}
			n = min(n, hi-r)
			apply(dst[r:r+n], upd[u:u+n])
		}
	}
	if elems < parallelMinWork {
		body(0, len(dst))
		return
	}
	parallelRanges(len(dst), parallelMinWork, parallelAlign, body)
}

func addSegment[T elem.Int | elem.Float | elem.Complex](d, u []T) {
	u = u[:len(d)]
	for i := range d {
		d[i] += u[i]
	}
}

func copySegment[T any](d, u []T) { copy(d, u) }

// scatterRunsTyped applies runs to res for the element types of the
// common floating-point and integer kinds; it reports false for others.
func scatterRunsTyped[T elem.Int | elem.Float | elem.Complex](mode scatterMode, res, upd *tensor.Tensor, runs []int, elems int) bool {
	d, u := tensor.Data[T](res), tensor.Data[T](upd)
	if d == nil || u == nil {
		return false
	}
	if mode == scatterAdd {
		applyRuns(d, u, runs, elems, addSegment[T])
		res.Normalize()
	} else {
		applyRuns(d, u, runs, elems, copySegment[T])
	}
	return true
}

// scatterRuns applies a replacing or adding scatter of one result through
// runs; it reports false when the element type has no typed path.
func scatterRuns(mode scatterMode, res, upd *tensor.Tensor, runs []int, elems int) bool {
	if res.Kind() != upd.Kind() {
		return false
	}
	return scatterRunsTyped[float32](mode, res, upd, runs, elems) ||
		scatterRunsTyped[float64](mode, res, upd, runs, elems) ||
		scatterRunsTyped[int32](mode, res, upd, runs, elems) ||
		scatterRunsTyped[int64](mode, res, upd, runs, elems) ||
		scatterRunsTyped[complex64](mode, res, upd, runs, elems) ||
		scatterRunsTyped[complex128](mode, res, upd, runs, elems)
}

// runScatter applies the updates to the results: a replacing or adding
// scatter of one result through runs of contiguous elements, otherwise
// through the (result, update) offset pairs.
func runScatter(f *Frame, mode scatterMode, region *Region, results, updates []*tensor.Tensor, g *scatterGeom, idx []int64) error {
	if len(results) == 1 && (mode == scatterAdd || mode == scatterReplace) {
		if g.rowLen > 0 && scatterRows(mode, results[0], updates[0], idx, g.rowLen, false) {
			return nil
		}
		if scatterRuns(mode, results[0], updates[0], g.runs(idx), g.size()) {
			return nil
		}
	}
	pairs := g.pairs(idx)
	n := len(results)
	switch mode {
	case scatterAdd:
		return scatterAddPairs(results[0], updates[0], pairs)
	case scatterReplace:
		for j := 0; j < n; j++ {
			cp, err := elemCopier(results[j], updates[j])
			if err != nil {
				return err
			}
			for i := 0; i < len(pairs); i += 2 {
				cp(pairs[i], pairs[i+1])
			}
		}
		return nil
	}
	if sp := newScalarPairs(region, results, updates); sp != nil {
		sp.apply(pairs)
		return nil
	}
	elems := make([]tensor.Type, 2*n)
	for j := 0; j < n; j++ {
		elems[j], elems[n+j] = results[j].Type(), updates[j].Type()
	}
	argT, argV, err := scalarArgs(f, elems)
	if err != nil {
		return err
	}
	loadRes := make([]func(di, si int), n)
	loadUpd := make([]func(di, si int), n)
	store := make([]func(int, *tensor.Tensor) bool, n)
	for j := 0; j < n; j++ {
		if loadRes[j], err = elemCopier(argT[j], results[j]); err != nil {
			return err
		}
		if loadUpd[j], err = elemCopier(argT[n+j], updates[j]); err != nil {
			return err
		}
		store[j] = elemStorer(results[j])
	}
	for i := 0; i < len(pairs); i += 2 {
		r, u := pairs[i], pairs[i+1]
		for j := 0; j < n; j++ {
			loadRes[j](0, r)
			loadUpd[j](0, u)
		}
		out, err := f.Run(region, argV)
		if err != nil {
			return fmt.Errorf("update_computation: %w", err)
		}
		if len(out) != n {
			return fmt.Errorf("update_computation returned %d values, want %d", len(out), n)
		}
		for j := 0; j < n; j++ {
			t, ok := out[j].(*tensor.Tensor)
			if !ok || !store[j](r, t) {
				return fmt.Errorf("update_computation result %d is %s, want a %s scalar", j, describe(out[j]), results[j].Kind())
			}
		}
	}
	return nil
}

func init() {
	register("stablehlo.scatter", func(c *OpContext) (Kernel, error) {
		a := c.Attr("scatter_dimension_numbers")
		if a.IsNull() {
			return nil, c.Errorf("missing attribute scatter_dimension_numbers")
		}
		d, err := stablehlo.DecodeScatterDimensionNumbersIR(a)
		if err != nil {
			return nil, c.Errorf("scatter_dimension_numbers: %v", err)
		}
		dims := &d
		for _, name := range []string{"indices_are_sorted", "unique_indices"} {
			if _, err := boolAttr(c, name); err != nil {
				return nil, err
			}
		}
		if len(c.Operands)%2 != 1 || len(c.Regions) != 1 {
			return nil, c.Errorf("expected 2N+1 operands and one region, got %d operands and %d regions", len(c.Operands), len(c.Regions))
		}
		n := len(c.Operands) / 2
		if len(c.Results) != n {
			return nil, c.Errorf("expected %d results, got %d", n, len(c.Results))
		}
		elems := make([]tensor.Type, 2*n)
		var convert []int // the updates to convert to their input's type
		for j := 0; j < n; j++ {
			it, err := operandType(c, j)
			if err != nil {
				return nil, err
			}
			ut, err := operandType(c, n+1+j)
			if err != nil {
				return nil, err
			}
			rt, err := c.resultTensorType(j)
			if err != nil {
				return nil, err
			}
			if !sameElement(it, rt) {
				return nil, c.Errorf("input %d has element type %s but result %d has %s: element type promotion is not supported", j, it.ElementString(), j, rt.ElementString())
			}
			if !sameElement(ut, it) {
				// Upstream's verifier accepts updates promotable to the
				// body's element type: they are converted when exact.
				if ut.Quant != nil || it.Quant != nil || !exactPromotion(ut.Kind, it.Kind) {
					return c.unsupportedKernel("update %d has element type %s, which does not convert exactly to input %d's %s", j, ut.ElementString(), j, it.ElementString()), nil
				}
				convert = append(convert, j)
			}
			elems[j], elems[n+j] = it, it
		}
		if err := checkScalarRegionArgs(c, 0, elems); err != nil {
			return nil, err
		}
		region := c.Regions[0]
		mode := scatterModeOf(region, n, elems)
		var fixed *scatterGeom
		if staticShapes(c.Operands[0], c.Operands[n], c.Operands[n+1]) {
			if fixed, err = newScatterGeom(c.Operands[0].Tensor.Shape, c.Operands[n].Tensor.Shape, c.Operands[n+1].Tensor.Shape, dims); err != nil {
				return nil, c.Errorf("%v", err)
			}
			if n == 1 && fixed.rowLen > 0 && (mode == scatterAdd || mode == scatterReplace) && elems[0].Quant == nil && scatterRowsKind(elems[0].Kind) {
				c.zeroInput = zeroScatterKernel(mode, fixed)
			}
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			ts, err := tensorArgs(args)
			if err != nil {
				return nil, err
			}
			inputs, indices, updates := ts[:n], ts[n], ts[n+1:]
			if len(convert) > 0 {
				updates = slices.Clone(updates)
				for _, j := range convert {
					if updates[j], err = promoteTo(f, updates[j], inputs[j].Kind()); err != nil {
						return nil, fmt.Errorf("update %d: %w", j, err)
					}
				}
			}
			for j := 1; j < n; j++ {
				if !slices.Equal(inputs[j].Shape(), inputs[0].Shape()) || !slices.Equal(updates[j].Shape(), updates[0].Shape()) {
					return nil, fmt.Errorf("inputs and updates must have the same shapes")
				}
			}
			g := fixed
			if g == nil {
				if g, err = newScatterGeom(inputs[0].Shape(), indices.Shape(), updates[0].Shape(), dims); err != nil {
					return nil, err
				}
			}
			idx, err := indexValues(indices)
			if err != nil {
				return nil, err
			}
			results := make([]*tensor.Tensor, n)
			out := make([]Value, n)
			for j := 0; j < n; j++ {
				if r := f.reuse(args, j, inputs[j].Type()); r != nil {
					// The input dies here: scatter into it.
					results[j], out[j] = r, r
					continue
				}
				// The copy of the input writes every element.
				r, err := f.newUninit(inputs[j].Type())
				if err != nil {
					return nil, err
				}
				p := &strided.Plan{Fill: -1}
				p.Add(0, 0, 0, []int{inputs[j].Len()}, []int{1}, []int{1})
				if err := runPlan(p, r, inputs[j:j+1]); err != nil {
					return nil, err
				}
				results[j], out[j] = r, r
			}
			if err := runScatter(f, mode, region, results, updates, g, idx); err != nil {
				return nil, err
			}
			return out, nil
		}, nil
	})
}
