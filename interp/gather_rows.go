package interp

import (
	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Row gathers: the embedding lookup form of stablehlo.gather, in which
// every start index picks one whole row of the operand (its leading
// dimension collapsed, the slice covering all other dimensions) and the
// rows are laid out one after another in the result. Each result row is
// one contiguous copy of an operand row, and disjoint ranges of result rows
// are copied concurrently.

// gatherRowLen returns the number of elements of an operand row when the
// gather described by the geometry's inputs is a row gather, and 0
// otherwise. The start indices must be laid out one per batch position in
// row-major order of the batch dimensions (index_vector_dim last or
// implicit), the offset dimensions must be the result's trailing ones and
// the slice must take whole rows.
func gatherRowLen(opShape, sliceSizes []int64, g *stablehlo.GatherDimensionNumbers, geo *gatherGeom) int {
	opRank := len(opShape)
	if opRank == 0 || len(g.OperandBatchingDims) != 0 || len(g.StartIndexMap) != 1 || g.StartIndexMap[0] != 0 ||
		len(g.CollapsedSliceDims) != 1 || g.CollapsedSliceDims[0] != 0 || sliceSizes[0] != 1 {
		return 0
	}
	resRank := len(geo.resultShape)
	if len(g.OffsetDims) != opRank-1 {
		return 0
	}
	for k, d := range g.OffsetDims {
		if int(d) != resRank-(opRank-1)+k {
			return 0
		}
	}
	row := 1
	for d := 1; d < opRank; d++ {
		if sliceSizes[d] != opShape[d] {
			return 0
		}
		row *= int(opShape[d])
	}
	// One start index per batch position, in row-major order.
	step := 1
	for k := len(geo.batchShape) - 1; k >= 0; k-- {
		if geo.batchShape[k] > 1 && geo.idxStr[k] != step {
			return 0
		}
		step *= geo.batchShape[k]
	}
	return row
}

// gatherRows copies, for every position p, operand row idx[p] (clamped to
// the operand's rows, as gather clamps start indices) to result row p. It
// reports false when the element type has no typed path here.
func gatherRows(dst, src *tensor.Tensor, idx []int64, rowLen int) bool {
	if dst.Kind() != src.Kind() {
		return false
	}
	return gatherRowsOf[float32](dst, src, idx, rowLen) ||
		gatherRowsOf[float64](dst, src, idx, rowLen) ||
		gatherRowsOf[int32](dst, src, idx, rowLen) ||
		gatherRowsOf[int64](dst, src, idx, rowLen) ||
		gatherRowsOf[uint32](dst, src, idx, rowLen) ||
		gatherRowsOf[uint64](dst, src, idx, rowLen) ||
		gatherRowsOf[int16](dst, src, idx, rowLen) ||
		gatherRowsOf[uint16](dst, src, idx, rowLen) ||
		gatherRowsOf[int8](dst, src, idx, rowLen) ||
		gatherRowsOf[uint8](dst, src, idx, rowLen) ||
		gatherRowsOf[bool](dst, src, idx, rowLen) ||
		gatherRowsOf[complex64](dst, src, idx, rowLen) ||
		gatherRowsOf[complex128](dst, src, idx, rowLen)
}

func gatherRowsOf[T tensor.Storage](dst, src *tensor.Tensor, idx []int64, rowLen int) bool {
	d, s := tensor.Data[T](dst), tensor.Data[T](src)
	if d == nil || s == nil {
		return false
	}
	n := len(d) / rowLen
	last := int64(len(s)/rowLen - 1)
	idx = idx[:n]
	parallelRanges(n, rowLen, 1, func(lo, hi int) {
		for p := lo; p < hi; p++ {
			r := min(max(idx[p], 0), last)
			o := int(r) * rowLen
			copy(d[p*rowLen:(p+1)*rowLen], s[o:o+rowLen])
		}
	})
	return true
}
