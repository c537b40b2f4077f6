package interp

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestCheckGridShape(t *testing.T) {
	for _, c := range []struct {
		r, p int64
		err  string
	}{
		{1, 1, ""},
		{64, 64, ""},
		{4096, 1, ""},
		{0, 1, "number of replicas must be positive"},
		{-3, 1, "number of replicas must be positive"},
		{1, -1, "number of partitions must be positive"},
		{100000, 100000, "exceeds the limit of 4096 processes"},
		{2147483648, 1, "exceeds the limit"},
		// The product wraps to 0 in int64.
		{1 << 62, 4, "exceeds the limit"},
		{65, 64, "exceeds the limit"},
	} {
		err := CheckGridShape(c.r, c.p)
		if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("CheckGridShape(%d, %d) = %v, want %q", c.r, c.p, err, c.err)
		}
	}
}

// Program.Run checks the grid it places its process in before allocating it.
func TestRunRejectsHugeGrid(t *testing.T) {
	prog := mustLoad(t, `func.func @main() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}`)
	if _, err := prog.Run("main", nil, RunOptions{NumReplicas: 1 << 40, NumPartitions: 1 << 40}); err == nil || !strings.Contains(err.Error(), "exceeds the limit") {
		t.Errorf("Run on a 2^80 grid: %v", err)
	}
	if _, err := prog.RunGrid(GridConfig{NumReplicas: -3}); err == nil || !strings.Contains(err.Error(), "must be positive") {
		t.Errorf("RunGrid with -3 replicas: %v", err)
	}
}

func TestPadPlanExtremePaddings(t *testing.T) {
	const minI, maxI = math.MinInt64, math.MaxInt64
	// Sizes that overflow int64 are errors.
	for _, c := range [][3]int64{{minI, minI, 0}, {0, maxI, 0}, {0, 0, maxI}, {maxI, 1, 0}} {
		if _, _, err := padPlan([]int64{3}, []int64{c[0]}, []int64{c[1]}, []int64{c[2]}); err == nil || !strings.Contains(err.Error(), "overflows int64") {
			t.Errorf("pad low %d high %d interior %d: %v", c[0], c[1], c[2], err)
		}
	}
	// Exact sizes whose terms are extreme.
	run := func(low, high, interior int64) []float32 {
		t.Helper()
		p, shape, err := padPlan([]int64{3}, []int64{low}, []int64{high}, []int64{interior})
		if err != nil {
			t.Fatalf("pad low %d high %d interior %d: %v", low, high, interior, err)
		}
		in, err := tensor.FromSlice(tensor.Type{Kind: tensor.F32, Shape: []int64{3}}, []float32{1, 2, 3})
		if err != nil {
			t.Fatal(err)
		}
		pad, err := tensor.FromSlice(tensor.Type{Kind: tensor.F32}, []float32{0})
		if err != nil {
			t.Fatal(err)
		}
		out, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: shape})
		if err != nil {
			t.Fatal(err)
		}
		if err := runPlan(p, out, []*tensor.Tensor{in, pad}); err != nil {
			t.Fatal(err)
		}
		return out.Float32s()
	}
	if got := run(minI, maxI, 0); !reflect.DeepEqual(got, []float32{0, 0}) {
		t.Errorf("low MinInt64, high MaxInt64: %v", got)
	}
	// 2*interior alone exceeds int64; the size (3 + low + 2*interior + high
	// = 4) does not. The elements land at MinInt64, -1 and 2^63-2.
	if got := run(minI, minI+5, maxI-1); !reflect.DeepEqual(got, []float32{0, 0, 0, 0}) {
		t.Errorf("interior MaxInt64-1: %v", got)
	}
	if got := run(-2, 1, 0); !reflect.DeepEqual(got, []float32{3, 0}) {
		t.Errorf("low -2: %v", got)
	}
}

func TestSlicePlanMaxStride(t *testing.T) {
	_, shape, err := slicePlan([]int64{3}, []int64{1}, []int64{3}, []int64{math.MaxInt64})
	if err != nil || !reflect.DeepEqual(shape, []int64{1}) {
		t.Errorf("slice [1:3:MaxInt64] of 3: shape %v, %v", shape, err)
	}
	_, shape, err = slicePlan([]int64{3}, []int64{3}, []int64{3}, []int64{math.MaxInt64})
	if err != nil || !reflect.DeepEqual(shape, []int64{0}) {
		t.Errorf("empty slice: shape %v, %v", shape, err)
	}
}

// totalOrderKeys orders -0 before +0 and NaNs by sign and payload, in the
// kind's own encoding.
func TestTotalOrderKeys(t *testing.T) {
	for _, c := range []struct {
		kind tensor.Kind
		bits []uint64 // in increasing totalOrder
	}{
		{tensor.F16, []uint64{0xFE01, 0xFE00, 0xFC00, 0xBC00, 0x8000, 0x0000, 0x3C00, 0x7C00, 0x7C01, 0x7E00}},
		{tensor.BF16, []uint64{0xFFC1, 0xFFC0, 0xFF80, 0xBF80, 0x8000, 0x0000, 0x3F80, 0x7F80, 0x7F81, 0x7FC0}},
		{tensor.F32, []uint64{0xFFC00001, 0xFFC00000, 0xFF800000, 0xBF800000, 0x80000000, 0, 0x3F800000, 0x7F800000, 0x7F800001, 0x7FC00000}},
		{tensor.F64, []uint64{0xFFF8000000000001, 0xFFF8000000000000, 0xFFF0000000000000, 0xBFF0000000000000, 1 << 63, 0, 0x3FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000001, 0x7FF8000000000000}},
	} {
		x, err := tensor.New(tensor.Type{Kind: c.kind, Shape: []int64{int64(len(c.bits))}})
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range c.bits {
			x.SetBits(i, b)
		}
		keys := totalOrderKeys(x)
		for i := 1; i < len(keys); i++ {
			if keys[i-1] >= keys[i] {
				t.Errorf("%v: key of %#x (%d) is not below key of %#x (%d)", c.kind, c.bits[i-1], keys[i-1], c.bits[i], keys[i])
			}
		}
	}
}
