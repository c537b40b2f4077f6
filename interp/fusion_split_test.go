package interp

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// TestBroadcastIndicesOdometer compares the stepped indices of a fused
// broadcast with the coordinates computed element by element.
func TestBroadcastIndicesOdometer(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 300; trial++ {
		rank := 1 + rng.Intn(4)
		shape := make([]int, rank)
		n := 1
		for d := range shape {
			shape[d] = 1 + rng.Intn(7)
			n *= shape[d]
		}
		fu := &fusable{strides: make([]int, rank), coef: make([]int, rank)}
		st := 1
		for d := rank - 1; d >= 0; d-- {
			fu.strides[d] = st
			st *= shape[d]
			if rng.Intn(2) == 0 {
				fu.coef[d] = rng.Intn(50)
			}
		}
		start := rng.Intn(n)
		idx := make([]int, rng.Intn(n-start)+1)
		fu.broadcastIndices(idx, start)
		for i, got := range idx {
			rem, want := start+i, 0
			for d, st := range fu.strides {
				want += rem / st * fu.coef[d]
				rem %= st
			}
			if got != want {
				t.Fatalf("shape %v coef %v start %d: index %d is %d, want %d", shape, fu.coef, start, i, got, want)
			}
		}
	}
}

// TestFusionSplitAroundReduce fuses a softmax-like chain whose exponential
// feeds a reduce before the final divide: the chain is split into a group
// ending at the exponential and a group after the reduce, and the results
// stay bit-identical to the unfused program.
func TestFusionSplitAroundReduce(t *testing.T) {
	const rows, cols = 37, 211 // 7807 elements: several blocks
	src := fmt.Sprintf(`func.func @main(%%a: tensor<%[1]dx%[2]dxf32>) -> (tensor<%[1]dx%[2]dxf32>, tensor<%[1]dxf32>) {
  %%ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %%zero = stablehlo.constant dense<0.0> : tensor<f32>
  %%m = stablehlo.reduce(%%a init: %%ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<%[1]dx%[2]dxf32>, tensor<f32>) -> tensor<%[1]dxf32>
  %%m1 = stablehlo.broadcast_in_dim %%m, dims = [0] : (tensor<%[1]dxf32>) -> tensor<%[1]dx1xf32>
  %%mb = stablehlo.broadcast_in_dim %%m1, dims = [0, 1] : (tensor<%[1]dx1xf32>) -> tensor<%[1]dx%[2]dxf32>
  %%s = stablehlo.subtract %%a, %%mb : tensor<%[1]dx%[2]dxf32>
  %%e = stablehlo.exponential %%s : tensor<%[1]dx%[2]dxf32>
  %%z = stablehlo.reduce(%%e init: %%zero) applies stablehlo.add across dimensions = [1] : (tensor<%[1]dx%[2]dxf32>, tensor<f32>) -> tensor<%[1]dxf32>
  %%zb = stablehlo.broadcast_in_dim %%z, dims = [0] : (tensor<%[1]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%d = stablehlo.divide %%e, %%zb : tensor<%[1]dx%[2]dxf32>
  %%l = stablehlo.log %%d : tensor<%[1]dx%[2]dxf32>
  func.return %%l, %%z : tensor<%[1]dx%[2]dxf32>, tensor<%[1]dxf32>
}
`, rows, cols)
	fused, plain := loadFusedAndPlain(t, src)
	if got := countOps(fused.Function("main").body, "interp.fused_elementwise"); got != 2 {
		t.Fatalf("fused program has %d fused operations, want 2", got)
	}
	rng := rand.New(rand.NewSource(11))
	for round := 0; round < 3; round++ {
		v := specialInputs(t, rng, tensor.F32, rows*cols)
		a, err := tensor.FromSlice(tensor.NewType(tensor.F32, rows, cols), v.Float32s())
		if err != nil {
			t.Fatal(err)
		}
		want, err := plain.Run("main", []Value{a}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := fused.Run("main", []Value{a}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			assertEqual(t, fmt.Sprintf("result %d", i), got[i], want[i].(*tensor.Tensor))
		}
	}
}
