package interp

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The row paths of gather and scatter (gather_rows.go, scatter_rows.go)
// are checked against the general paths on the same inputs: both must give
// the same bits. The shapes are large enough for the row paths to split
// the work over goroutines, and the indices repeat and fall out of bounds.

// randomTensor fills a tensor of type ty with random values of its kind.
func randomTensor(t *testing.T, r *rand.Rand, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	x, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	switch d := tensorStorage(x).(type) {
	case []float32:
		for i := range d {
			d[i] = float32(r.NormFloat64() * float64(1+i%7*1000))
		}
	case []float64:
		for i := range d {
			d[i] = r.NormFloat64() * float64(1+i%7*1000)
		}
	case []int32:
		for i := range d {
			d[i] = int32(r.Uint32())
		}
	case []uint32:
		for i := range d {
			d[i] = r.Uint32()
		}
	case []int64:
		for i := range d {
			d[i] = int64(r.Uint64())
		}
	case []complex64:
		for i := range d {
			d[i] = complex(float32(r.NormFloat64()), float32(r.NormFloat64()*100))
		}
	case []int8:
		for i := range d {
			d[i] = int8(r.Uint32())
		}
	default:
		t.Fatalf("no random values for %s", ty)
	}
	return x
}

// tensorStorage returns the storage slice of x for the kinds the tests use.
func tensorStorage(x *tensor.Tensor) any {
	switch x.Kind() {
	case tensor.F32:
		return x.Float32s()
	case tensor.F64:
		return tensor.Data[float64](x)
	case tensor.SI32:
		return x.Int32s()
	case tensor.UI32:
		return tensor.Data[uint32](x)
	case tensor.SI64:
		return x.Int64s()
	case tensor.Complex64:
		return tensor.Data[complex64](x)
	case tensor.SI8:
		return x.Int8s()
	}
	return nil
}

// randomRowIndices returns n row indices in [-3, rows+3): repeated ones
// and some out of bounds.
func randomRowIndices(r *rand.Rand, n, rows int) []int32 {
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(r.Intn(rows+6) - 3)
	}
	return idx
}

// rowCase is a row gather or scatter: a table of rows×rowShape, and
// indices of shape idxShape addressing its rows (with a trailing index
// vector dimension of size 1 when vec is set).
type rowCase struct {
	kind     tensor.Kind
	rows     int64
	rowShape []int64
	idxShape []int64
	vec      bool
}

func (c rowCase) tableShape() []int64 { return append([]int64{c.rows}, c.rowShape...) }

func (c rowCase) indexTensor(t *testing.T, r *rand.Rand) *tensor.Tensor {
	t.Helper()
	n := 1
	for _, s := range c.idxShape {
		n *= int(s)
	}
	shape := slices.Clone(c.idxShape)
	if c.vec {
		shape = append(shape, 1)
	}
	it, err := tensor.FromSlice(tensor.Type{Kind: tensor.SI32, Shape: shape}, randomRowIndices(r, n, int(c.rows)))
	if err != nil {
		t.Fatal(err)
	}
	return it
}

var rowCases = []rowCase{
	{tensor.F32, 500, []int64{128}, []int64{1024}, true},
	{tensor.F32, 300, []int64{4, 16}, []int64{16, 80}, false},
	{tensor.F64, 200, []int64{33}, []int64{3000}, true},
	{tensor.SI32, 100, []int64{100}, []int64{700}, false},
	{tensor.UI32, 100, []int64{64}, []int64{1100}, true},
	{tensor.SI64, 400, []int64{65}, []int64{1200}, true},
	{tensor.Complex64, 90, []int64{40}, []int64{2000}, true},
	{tensor.SI8, 50, []int64{300}, []int64{250}, true},
	{tensor.F32, 10, []int64{3}, []int64{7}, true}, // small: serial
}

func TestScatterRowsMatchGeneralPath(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, c := range rowCases {
		nScatter := len(c.idxShape)
		dims := &stablehlo.ScatterDimensionNumbers{
			InsertedWindowDims:       []int64{0},
			ScatterDimsToOperandDims: []int64{0},
			IndexVectorDim:           int64(nScatter),
		}
		for k := range c.rowShape {
			dims.UpdateWindowDims = append(dims.UpdateWindowDims, int64(nScatter+k))
		}
		in := randomTensor(t, r, tensor.Type{Kind: c.kind, Shape: c.tableShape()})
		it := c.indexTensor(t, r)
		upd := randomTensor(t, r, tensor.Type{Kind: c.kind, Shape: append(slices.Clone(c.idxShape), c.rowShape...)})
		geo, err := newScatterGeom(in.Shape(), it.Shape(), upd.Shape(), dims)
		if err != nil {
			t.Fatal(err)
		}
		if geo.rowLen == 0 {
			t.Fatalf("%v: not taken as a row scatter", c)
		}
		general := *geo
		general.rowLen = 0
		idx, err := indexValues(it)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []scatterMode{scatterAdd, scatterReplace} {
			got, want := in.Clone(), in.Clone()
			if err := runScatter(nil, mode, nil, []*tensor.Tensor{got}, []*tensor.Tensor{upd}, geo, idx); err != nil {
				t.Fatal(err)
			}
			if err := runScatter(nil, mode, nil, []*tensor.Tensor{want}, []*tensor.Tensor{upd}, &general, idx); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Raw(), want.Raw()) {
				t.Errorf("%v mode %d: the row path differs from the general path", c, mode)
			}
			if slices.Equal(got.Raw(), in.Raw()) {
				t.Errorf("%v mode %d: nothing was scattered", c, mode)
			}
			if !scatterRowsKind(c.kind) {
				continue
			}
			// Onto zeros that were never written: the destination holds
			// other values, which the row path must treat as zeros.
			zero, _ := tensor.New(in.Type())
			if err := runScatter(nil, mode, nil, []*tensor.Tensor{zero}, []*tensor.Tensor{upd}, &general, idx); err != nil {
				t.Fatal(err)
			}
			garbage := in.Clone()
			if !scatterRows(mode, garbage, upd, idx, geo.rowLen, true) {
				t.Fatalf("%v: no row path onto zeros", c)
			}
			if !slices.Equal(garbage.Raw(), zero.Raw()) {
				t.Errorf("%v mode %d: the row path onto zeros differs from the general path", c, mode)
			}
		}
	}
}

func TestGatherRowsMatchGeneralPath(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for _, c := range rowCases {
		nBatch := len(c.idxShape)
		dims := &stablehlo.GatherDimensionNumbers{
			CollapsedSliceDims: []int64{0},
			StartIndexMap:      []int64{0},
			IndexVectorDim:     int64(nBatch),
		}
		for k := range c.rowShape {
			dims.OffsetDims = append(dims.OffsetDims, int64(nBatch+k))
		}
		sizes := append([]int64{1}, c.rowShape...)
		tab := randomTensor(t, r, tensor.Type{Kind: c.kind, Shape: c.tableShape()})
		it := c.indexTensor(t, r)
		geo, err := newGatherGeom(tab.Shape(), it.Shape(), sizes, dims)
		if err != nil {
			t.Fatal(err)
		}
		if geo.rowLen == 0 {
			t.Fatalf("%v: not taken as a row gather", c)
		}
		general := *geo
		general.rowLen = 0
		ty := tensor.Type{Kind: c.kind, Shape: geo.resultShape}
		got, want := randomTensor(t, r, ty), randomTensor(t, r, ty)
		if err := runGather(geo, got, tab, it); err != nil {
			t.Fatal(err)
		}
		if err := runGather(&general, want, tab, it); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Raw(), want.Raw()) {
			t.Errorf("%v: the row path differs from the general path", c)
		}
	}
}

// TestRowPathsNotTaken checks forms that are not row gathers or scatters:
// a window narrower than the rows and an index vector of two components.
func TestRowPathsNotTaken(t *testing.T) {
	sd := &stablehlo.ScatterDimensionNumbers{UpdateWindowDims: []int64{1}, InsertedWindowDims: []int64{0}, ScatterDimsToOperandDims: []int64{0}, IndexVectorDim: 1}
	if g, err := newScatterGeom([]int64{10, 8}, []int64{5, 1}, []int64{5, 4}, sd); err != nil || g.rowLen != 0 {
		t.Errorf("scatter of half rows: rowLen %v, err %v; want 0", g.rowLen, err)
	}
	sd2 := &stablehlo.ScatterDimensionNumbers{UpdateWindowDims: []int64{1}, InsertedWindowDims: []int64{0}, ScatterDimsToOperandDims: []int64{0, 1}, IndexVectorDim: 1}
	if g, err := newScatterGeom([]int64{10, 8}, []int64{5, 2}, []int64{5, 8}, sd2); err != nil || g.rowLen != 0 {
		t.Errorf("scatter with two index components: rowLen %v, err %v; want 0", g.rowLen, err)
	}
	gd := &stablehlo.GatherDimensionNumbers{OffsetDims: []int64{1}, CollapsedSliceDims: []int64{0}, StartIndexMap: []int64{0}, IndexVectorDim: 1}
	if g, err := newGatherGeom([]int64{10, 8}, []int64{5, 1}, []int64{1, 4}, gd); err != nil || g.rowLen != 0 {
		t.Errorf("gather of half rows: rowLen %v, err %v; want 0", g.rowLen, err)
	}
	// Index vectors along dimension 0: one index per column of the indices.
	gd2 := &stablehlo.GatherDimensionNumbers{OffsetDims: []int64{1}, CollapsedSliceDims: []int64{0}, StartIndexMap: []int64{0}, IndexVectorDim: 0}
	if g, err := newGatherGeom([]int64{10, 8}, []int64{1, 5}, []int64{1, 8}, gd2); err != nil || g.rowLen == 0 {
		t.Errorf("gather with a leading index vector dimension of size 1: rowLen %v, err %v; want a row gather", g.rowLen, err)
	}
}
