package interp

import (
	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/simd"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Row scatters: the embedding gradient form of stablehlo.scatter, in which
// every scatter index names one whole row of the input (its leading
// dimension inserted, the update window covering all other dimensions) and
// the updates hold one row per index. The destination rows are split into
// disjoint ranges, one per goroutine; each goroutine goes through all
// updates in update order and applies those whose row lies in its range.
// Every row therefore sees its updates in the order the sequential loop
// applies them, so sums (float addition is not associative) and repeated
// replacements come out bit for bit as they do sequentially. Updates whose
// row is out of bounds are skipped, as the general path skips them.

// scatterRowLen returns the number of elements of an input row when the
// scatter is a row scatter, and 0 otherwise. The scatter indices must be
// laid out one per update row in row-major order of the scatter dimensions
// (index_vector_dim last or implicit), and the update window dimensions
// must be the updates' trailing ones, as large as the input's rows.
func scatterRowLen(inShape, updShape []int64, g *stablehlo.ScatterDimensionNumbers, geo *scatterGeom) int {
	inRank, updRank := len(inShape), len(updShape)
	if inRank == 0 || len(g.InputBatchingDims) != 0 || len(g.ScatterDimsToOperandDims) != 1 || g.ScatterDimsToOperandDims[0] != 0 ||
		len(g.InsertedWindowDims) != 1 || g.InsertedWindowDims[0] != 0 || len(g.UpdateWindowDims) != inRank-1 {
		return 0
	}
	nScatter := updRank - (inRank - 1)
	row := 1
	for k, d := range g.UpdateWindowDims {
		if int(d) != nScatter+k || updShape[d] != inShape[k+1] {
			return 0
		}
		row *= int(inShape[k+1])
	}
	// One index per update row, in row-major order.
	step := 1
	for k := nScatter - 1; k >= 0; k-- {
		if updShape[k] > 1 && geo.idxStr[k] != step {
			return 0
		}
		step *= int(updShape[k])
	}
	return row
}

// scatterRows applies a replacing or adding row scatter of one result; it
// reports false when the element type has no typed path here. With zeros
// set, res holds unspecified values that stand for zeros (the scatter's
// input is a zero splat never written out, see scatter_zero.go): a row is
// cleared just before its first update, and the rows no update reaches
// are cleared at the end, so every element is written.
func scatterRows(mode scatterMode, res, upd *tensor.Tensor, idx []int64, rowLen int, zeros bool) bool {
	if res.Kind() != upd.Kind() {
		return false
	}
	return scatterRowsOf(mode, res, upd, idx, rowLen, zeros, vecAdd[float32]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, vecAdd[float64]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, vecAdd[int32]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, vecAdd[int64]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, vecAdd[uint32]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, vecAdd[uint64]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, addSegment[complex64]) ||
		scatterRowsOf(mode, res, upd, idx, rowLen, zeros, addSegment[complex128])
}

// scatterRowsKind reports whether scatterRows has a typed path for kind k.
func scatterRowsKind(k tensor.Kind) bool {
	switch k {
	case tensor.F32, tensor.F64, tensor.SI32, tensor.SI64, tensor.UI32, tensor.UI64, tensor.Complex64, tensor.Complex128:
		return true
	}
	return false
}

// vecAdd adds u into d with the vector loops of interp/internal/simd.
func vecAdd[T simd.Elem](d, u []T) { simd.VV(simd.Add, d, u, d) }

func scatterRowsOf[T tensor.Storage](mode scatterMode, res, upd *tensor.Tensor, idx []int64, rowLen int, zeros bool, add func(d, u []T)) bool {
	d, u := tensor.Data[T](res), tensor.Data[T](upd)
	if d == nil || u == nil {
		return false
	}
	apply := add
	if mode == scatterReplace {
		apply = copySegment[T]
	}
	rows := len(d) / rowLen
	n := len(u) / rowLen
	idx = idx[:n]
	body := func(lo, hi int) {
		l, h := int64(lo), int64(hi)
		var touched []bool
		if zeros {
			touched = make([]bool, hi-lo)
		}
		for p, r := range idx {
			if r < l || r >= h {
				continue
			}
			o := int(r) * rowLen
			if zeros && !touched[r-l] {
				touched[r-l] = true
				clear(d[o : o+rowLen])
			}
			apply(d[o:o+rowLen], u[p*rowLen:(p+1)*rowLen])
		}
		// Clear the runs of rows no update reached.
		for i := 0; i < len(touched); {
			if touched[i] {
				i++
				continue
			}
			j := i + 1
			for j < len(touched) && !touched[j] {
				j++
			}
			clear(d[(lo+i)*rowLen : (lo+j)*rowLen])
			i = j
		}
	}
	if len(u) < parallelMinWork && !(zeros && len(d) >= parallelMinWork) {
		body(0, rows)
	} else {
		parallelRanges(rows, max(1, max(len(u), len(d))/max(1, rows)), 1, body)
	}
	if mode == scatterAdd {
		res.Normalize()
	}
	return true
}
