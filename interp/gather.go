package interp

import (
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.gather, stablehlo.dynamic_gather and stablehlo.torch_index_select.
//
// The result's dimensions split into batch dimensions (those not in
// offset_dims), which follow the dimensions of start_indices other than
// index_vector_dim, and offset dimensions, which follow the operand's
// dimensions other than the collapsed and batching ones. For each batch
// position the start index is read, clamped so that the slice fits, and the
// slice (the "window") is copied with one strided block copy.

// gatherGeom is everything a gather needs besides the data; it depends only
// on shapes, slice sizes and dimension numbers.
type gatherGeom struct {
	resultShape []int64
	// batchShape enumerates the batch positions; for each batch dimension
	// idxStr, resStr and opStr give the step in the flat start indices, the
	// flat result and (through the batching dimensions) the flat operand.
	batchShape            []int
	idxStr, resStr, opStr []int
	// vecStride steps along index_vector_dim; mapStr and mapMax give, for
	// each start index component, the operand stride and the clamp limit.
	vecStride int
	mapStr    []int
	mapMax    []int64
	// window is the slice copy, with offsets set per batch position; empty
	// when the slice has no elements.
	window strided.Block
	empty  bool
	// emptySlice is set when a collapsed or batching dimension has slice
	// size 0: the slices are empty but the result is not, which has no
	// defined value.
	emptySlice bool
	// rowLen, when not 0, is the length of the operand rows a row gather
	// copies whole (see gather_rows.go).
	rowLen int
}

func contains(list []int64, v int64) bool { return slices.Contains(list, v) }

// newGatherGeom checks what the verifier cannot (sizes known only at run
// time) and computes the geometry.
// checkIndexVector checks that the index vectors of an index tensor of
// shape idxShape, running along ivd (length 1 when ivd is the rank), have
// the mapLen entries of the dimension map named what: the verifier cannot
// when the dimension is dynamic.
func checkIndexVector(idxShape []int64, ivd, mapLen int, what string) error {
	vecLen := 1
	if ivd < len(idxShape) {
		vecLen = int(idxShape[ivd])
	}
	if mapLen != vecLen {
		return fmt.Errorf("%s has %d entries but index vectors have %d", what, mapLen, vecLen)
	}
	return nil
}

func newGatherGeom(opShape, idxShape, sliceSizes []int64, g *stablehlo.GatherDimensionNumbers) (*gatherGeom, error) {
	opRank, idxRank := len(opShape), len(idxShape)
	// The verifier enforces the static constraints (gather C1-C22):
	// the dimension lists are in range, unique and sorted where required,
	// and their sizes agree with the ranks. What remains to check depends
	// on run-time shapes and slice sizes.
	ivd := int(g.IndexVectorDim)
	if err := checkIndexVector(idxShape, ivd, len(g.StartIndexMap), "start_index_map"); err != nil {
		return nil, err
	}
	opStr := rowStrides(opShape)
	idxStrAll := rowStrides(idxShape)
	geo := &gatherGeom{}
	// Batch dimensions: start_indices dimensions other than ivd.
	var idxBatchDims []int
	for d := 0; d < idxRank; d++ {
		if d != ivd {
			idxBatchDims = append(idxBatchDims, d)
			geo.batchShape = append(geo.batchShape, int(idxShape[d]))
			geo.idxStr = append(geo.idxStr, idxStrAll[d])
		}
	}
	if ivd < idxRank {
		geo.vecStride = idxStrAll[ivd]
	}
	// Offset dimensions: operand dimensions kept in the slice.
	var offsetOpDims []int
	for d := 0; d < opRank; d++ {
		if sliceSizes[d] < 0 || sliceSizes[d] > opShape[d] {
			return nil, fmt.Errorf("slice size %d of dimension %d is out of range for size %d", sliceSizes[d], d, opShape[d])
		}
		if contains(g.CollapsedSliceDims, int64(d)) || contains(g.OperandBatchingDims, int64(d)) {
			if sliceSizes[d] > 1 {
				return nil, fmt.Errorf("slice size of collapsed or batching dimension %d is %d, want 1", d, sliceSizes[d])
			}
			continue
		}
		offsetOpDims = append(offsetOpDims, d)
	}
	resRank := len(geo.batchShape) + len(g.OffsetDims)
	geo.resultShape = make([]int64, resRank)
	var resBatchDims []int
	oi, bi := 0, 0
	for d := 0; d < resRank; d++ {
		if oi < len(g.OffsetDims) && g.OffsetDims[oi] == int64(d) {
			geo.resultShape[d] = sliceSizes[offsetOpDims[oi]]
			oi++
		} else {
			geo.resultShape[d] = int64(geo.batchShape[bi])
			resBatchDims = append(resBatchDims, d)
			bi++
		}
	}
	resStrAll := rowStrides(geo.resultShape)
	geo.resStr = make([]int, len(resBatchDims))
	for k, d := range resBatchDims {
		geo.resStr[k] = resStrAll[d]
	}
	geo.opStr = make([]int, len(idxBatchDims))
	for i, sd := range g.StartIndicesBatchingDims {
		od := g.OperandBatchingDims[i]
		if int(sd) == ivd {
			return nil, fmt.Errorf("start_indices_batching_dims contains index_vector_dim %d", ivd)
		}
		if idxShape[sd] != opShape[od] {
			return nil, fmt.Errorf("batching dimensions %d of the operand and %d of the start indices differ in size", od, sd)
		}
		k := int(sd)
		if k > ivd {
			k--
		}
		geo.opStr[k] = opStr[od]
	}
	for _, od := range g.StartIndexMap {
		if contains(g.OperandBatchingDims, od) {
			return nil, fmt.Errorf("start_index_map contains batching dimension %d", od)
		}
		geo.mapStr = append(geo.mapStr, opStr[od])
		geo.mapMax = append(geo.mapMax, opShape[od]-sliceSizes[od])
	}
	wShape := make([]int, len(offsetOpDims))
	wSrc := make([]int, len(offsetOpDims))
	wDst := make([]int, len(offsetOpDims))
	for k, d := range offsetOpDims {
		wShape[k] = int(sliceSizes[d])
		wSrc[k] = opStr[d]
		wDst[k] = resStrAll[g.OffsetDims[k]]
	}
	for _, d := range append(slices.Clone(g.CollapsedSliceDims), g.OperandBatchingDims...) {
		if sliceSizes[d] == 0 {
			geo.emptySlice = true
		}
	}
	var ok bool
	geo.window, ok = strided.NewBlock(0, 0, 0, wShape, wSrc, wDst)
	geo.empty = !ok
	if !geo.emptySlice {
		geo.rowLen = gatherRowLen(opShape, sliceSizes, g, geo)
	}
	return geo, nil
}

// gatherOffsets emits the operand and result offsets of the window of
// every batch position.
func gatherOffsets(idx []int64, g *gatherGeom, emit func(srcOff, dstOff int)) {
	total := 1
	for _, n := range g.batchShape {
		total *= n
	}
	nb := len(g.batchShape)
	counters := make([]int, nb)
	// Locals keep the hot loop free of reloads through g.
	mapStr, mapMax, vecStride := g.mapStr, g.mapMax, g.vecStride
	batchShape, idxStr, resStr, opStr := g.batchShape, g.idxStr, g.resStr, g.opStr
	ib, rb, ob := 0, 0, 0
	for n := 0; n < total; n++ {
		off := ob
		for j, st := range mapStr {
			v := idx[ib+j*vecStride]
			if v < 0 {
				v = 0
			} else if v > mapMax[j] {
				v = mapMax[j]
			}
			off += int(v) * st
		}
		emit(off, rb)
		k := nb - 1
		for ; k >= 0; k-- {
			counters[k]++
			ib += idxStr[k]
			rb += resStr[k]
			ob += opStr[k]
			if counters[k] < batchShape[k] {
				break
			}
			ib -= batchShape[k] * idxStr[k]
			rb -= batchShape[k] * resStr[k]
			ob -= batchShape[k] * opStr[k]
			counters[k] = 0
		}
	}
}

// runGather gathers from operand at the start indices into dst, writing
// every element of dst.
func runGather(g *gatherGeom, dst, operand, indices *tensor.Tensor) error {
	if operand.Kind() != dst.Kind() {
		return fmt.Errorf("operand has element type %s, want %s", operand.Kind(), dst.Kind())
	}
	if g.emptySlice && dst.Len() > 0 {
		return fmt.Errorf("slice size 0 in a collapsed or batching dimension is not supported")
	}
	idx, err := indexValues(indices)
	if err != nil {
		return err
	}
	if g.empty || dst.Len() == 0 {
		return nil
	}
	if g.rowLen > 0 && gatherRows(dst, operand, idx, g.rowLen) {
		return nil
	}
	positions, win := 1, 1
	for _, n := range g.batchShape {
		positions *= n
	}
	for _, n := range g.window.Shape {
		win *= n
	}
	mv := elem.Of(dst)
	if positions*win < parallelMinWork {
		mv.Windows(dst, operand, g.window, func(emit func(srcOff, dstOff int)) {
			gatherOffsets(idx, g, emit)
		})
		return nil
	}
	// Large gathers list the window offsets first and copy the windows
	// of disjoint ranges of batch positions concurrently: the windows
	// write disjoint parts of the result.
	offs := make([]int, 0, 2*positions)
	gatherOffsets(idx, g, func(so, do int) { offs = append(offs, so, do) })
	parallelRanges(positions, win, 1, func(lo, hi int) {
		mv.Windows(dst, operand, g.window, func(emit func(srcOff, dstOff int)) {
			for i := lo; i < hi; i++ {
				emit(offs[2*i], offs[2*i+1])
			}
		})
	})
	return nil
}

// gatherKernel builds the kernel of a gather whose slice sizes are either
// static (sizes) or read from operand 2 at run time (sizes == nil).
func gatherKernel(c *OpContext, dims *stablehlo.GatherDimensionNumbers, sizes []int64) (Kernel, error) {
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	var fixed *gatherGeom
	var fixedType tensor.Type
	if sizes != nil && staticShapes(c.Operands[0], c.Operands[1]) {
		g, err := newGatherGeom(c.Operands[0].Tensor.Shape, c.Operands[1].Tensor.Shape, sizes, dims)
		if err != nil {
			return nil, c.Errorf("%v", err)
		}
		if fixedType, err = withShape(rt, g.resultShape); err != nil {
			return nil, c.Errorf("%v", err)
		}
		fixed = g
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		ts, err := tensorArgs(args)
		if err != nil {
			return nil, err
		}
		g, typ := fixed, fixedType
		if g == nil {
			ss := sizes
			if ss == nil {
				if ss, err = shapeArg(args[2], ts[0].Rank(), "slice_sizes"); err != nil {
					return nil, err
				}
			}
			if g, err = newGatherGeom(ts[0].Shape(), ts[1].Shape(), ss, dims); err != nil {
				return nil, err
			}
			if typ, err = withShape(rt, g.resultShape); err != nil {
				return nil, err
			}
		}
		// The gather writes every element of its result.
		out, err := f.newUninit(typ)
		if err != nil {
			return nil, err
		}
		if err := runGather(g, out, ts[0], ts[1]); err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

// gatherDims decodes the dimension_numbers attribute.
func gatherDims(c *OpContext) (*stablehlo.GatherDimensionNumbers, error) {
	a := c.Attr("dimension_numbers")
	if a.IsNull() {
		return nil, c.Errorf("missing attribute dimension_numbers")
	}
	g, err := stablehlo.DecodeGatherDimensionNumbersIR(a)
	if err != nil {
		return nil, c.Errorf("dimension_numbers: %v", err)
	}
	return &g, nil
}

// torchIndexSelectDims expresses torch_index_select as a gather: the index
// tensor supplies one start index per position (implicit index vector),
// selecting along dim, with the first batchDims dimensions shared.
func torchIndexSelectDims(opShape []int64, idxRank int, dim, batchDims int64) (*stablehlo.GatherDimensionNumbers, []int64, error) {
	opRank := int64(len(opShape))
	if dim < 0 {
		dim += opRank
	}
	if batchDims < 0 {
		batchDims += int64(idxRank)
	}
	if dim < 0 || dim >= opRank || batchDims < 0 || batchDims > dim || batchDims > int64(idxRank) {
		return nil, nil, fmt.Errorf("dim %d and batch_dims %d are invalid for operand rank %d and index rank %d", dim, batchDims, opRank, idxRank)
	}
	g := &stablehlo.GatherDimensionNumbers{
		CollapsedSliceDims: []int64{dim},
		StartIndexMap:      []int64{dim},
		IndexVectorDim:     int64(idxRank),
	}
	extra := int64(idxRank) - batchDims
	for d := int64(0); d < batchDims; d++ {
		g.OperandBatchingDims = append(g.OperandBatchingDims, d)
		g.StartIndicesBatchingDims = append(g.StartIndicesBatchingDims, d)
	}
	for d := batchDims; d < dim; d++ {
		g.OffsetDims = append(g.OffsetDims, d)
	}
	for d := dim + 1; d < opRank; d++ {
		g.OffsetDims = append(g.OffsetDims, d+extra-1)
	}
	sizes := slices.Clone(opShape)
	sizes[dim] = 1
	for d := int64(0); d < batchDims; d++ {
		sizes[d] = 1
	}
	return g, sizes, nil
}

func init() {
	register("stablehlo.gather", func(c *OpContext) (Kernel, error) {
		dims, err := gatherDims(c)
		if err != nil {
			return nil, err
		}
		sizes, err := i64sAttr(c, "slice_sizes")
		if err != nil {
			return nil, err
		}
		if _, err := boolAttr(c, "indices_are_sorted"); err != nil {
			return nil, err
		}
		return gatherKernel(c, dims, sizes)
	})
	register("stablehlo.dynamic_gather", func(c *OpContext) (Kernel, error) {
		dims, err := gatherDims(c)
		if err != nil {
			return nil, err
		}
		if _, err := boolAttr(c, "indices_are_sorted"); err != nil {
			return nil, err
		}
		return gatherKernel(c, dims, nil)
	})
	register("stablehlo.torch_index_select", func(c *OpContext) (Kernel, error) {
		dim, err := intAttr(c, "dim")
		if err != nil {
			return nil, err
		}
		batchDims, err := intAttr(c, "batch_dims")
		if err != nil {
			return nil, err
		}
		ot, err := operandType(c, 0)
		if err != nil {
			return nil, err
		}
		it, err := operandType(c, 1)
		if err != nil {
			return nil, err
		}
		if !isStatic(ot.Shape) {
			return nil, c.Errorf("operand type %s is not static", ot)
		}
		dims, sizes, err := torchIndexSelectDims(ot.Shape, len(it.Shape), dim, batchDims)
		if err != nil {
			return nil, c.Errorf("%v", err)
		}
		return gatherKernel(c, dims, sizes)
	})
}
