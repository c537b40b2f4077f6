package interp

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// inPlaceFusionProgram has a fused group whose operands are values the run
// allocated (reversed arguments) and that die at the group: %t may take
// neither %a (read later by %u) nor %b when %u took it, %u may take one of
// them.
func inPlaceFusionProgram(n int) string {
	return fmt.Sprintf(`func.func @main(%%x: tensor<%[1]dxf32>, %%y: tensor<%[1]dxf32>) -> (tensor<%[1]dxf32>, tensor<%[1]dxf32>) {
  %%a = stablehlo.reverse %%x, dims = [0] : tensor<%[1]dxf32>
  %%b = stablehlo.reverse %%y, dims = [0] : tensor<%[1]dxf32>
  %%s = stablehlo.add %%a, %%b : tensor<%[1]dxf32>
  %%t = stablehlo.tanh %%s : tensor<%[1]dxf32>
  %%u = stablehlo.multiply %%t, %%a : tensor<%[1]dxf32>
  %%v = stablehlo.subtract %%u, %%b : tensor<%[1]dxf32>
  func.return %%t, %%v : tensor<%[1]dxf32>, tensor<%[1]dxf32>
}`, n)
}

// A fused group computing its results in operands that die at it gives
// the same bits as the unfused operations, on one block, several blocks
// with a short last one, and blocks run in parallel, and holds fewer bytes
// at once.
func TestFusedGroupInPlace(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, n := range []int{100, 5000, 1 << 18} {
		src := inPlaceFusionProgram(n)
		fused := mustLoad(t, src)
		if countOps(fused.Function("main").body, "interp.fused_elementwise") != 1 {
			t.Fatalf("n=%d: the elementwise operations were not fused into one group", n)
		}
		plain := loadNoFusion(t, src)
		args := make([]Value, 2)
		for i := range args {
			d := make([]float32, n)
			for j := range d {
				d[j] = float32(rng.NormFloat64() * 2)
			}
			x, err := tensor.FromSlice(tensor.NewType(tensor.F32, int64(n)), d)
			if err != nil {
				t.Fatal(err)
			}
			args[i] = x
		}
		var st MemoryStats
		got, err := fused.Run("main", args, RunOptions{Memory: &st})
		if err != nil {
			t.Fatal(err)
		}
		want, err := plain.Run("main", args, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for r := range want {
			g, w := got[r].(*tensor.Tensor).Float32s(), want[r].(*tensor.Tensor).Float32s()
			for i := range w {
				if math.Float32bits(g[i]) != math.Float32bits(w[i]) {
					t.Fatalf("n=%d result %d element %d: fused %v, unfused %v", n, r, i, g[i], w[i])
				}
			}
		}
		// %a and %b, then %t new and %v in one of them: three tensors.
		if st.Peak != 3*int64(n)*4 {
			t.Errorf("n=%d: peak %d bytes, want %d (one result computed in place)", n, st.Peak, 3*n*4)
		}
	}
}

// Splat members keep their block buffer filled from one block to the
// next (refilled when a full block follows a short one): results match
// the unfused operations for one block, several with a short last one,
// and parallel blocks, with a new splat on every iteration of a loop.
func TestFusedSplatAcrossBlocks(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for _, n := range []int{100, 5000, 1 << 18} {
		// The group runs once per iteration, with a new splat each time.
		src := fmt.Sprintf(`func.func @main(%%x: tensor<%[1]dxf32>, %%c: tensor<f32>) -> tensor<%[1]dxf32> {
  %%zero = stablehlo.constant dense<0> : tensor<i32>
  %%one = stablehlo.constant dense<1> : tensor<i32>
  %%n = stablehlo.constant dense<3> : tensor<i32>
  %%q = stablehlo.constant dense<0.25> : tensor<f32>
  %%k = stablehlo.constant dense<1.5> : tensor<f32>
  %%w:3 = stablehlo.while(%%i = %%zero, %%cc = %%c, %%xx = %%x) : tensor<i32>, tensor<f32>, tensor<%[1]dxf32>
  cond {
    %%lt = stablehlo.compare LT, %%i, %%n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %%lt : tensor<i1>
  } do {
    %%h = stablehlo.broadcast_in_dim %%cc, dims = [] : (tensor<f32>) -> tensor<%[1]dxf32>
    %%g = stablehlo.broadcast_in_dim %%k, dims = [] : (tensor<f32>) -> tensor<%[1]dxf32>
    %%a = stablehlo.multiply %%xx, %%h : tensor<%[1]dxf32>
    %%b = stablehlo.add %%a, %%g : tensor<%[1]dxf32>
    %%e = stablehlo.tanh %%b : tensor<%[1]dxf32>
    %%m = stablehlo.abs %%e : tensor<%[1]dxf32>
    %%cn = stablehlo.add %%cc, %%q : tensor<f32>
    %%ni = stablehlo.add %%i, %%one : tensor<i32>
    stablehlo.return %%ni, %%cn, %%m : tensor<i32>, tensor<f32>, tensor<%[1]dxf32>
  }
  func.return %%w#2 : tensor<%[1]dxf32>
}`, n)
		fused, plain := mustLoad(t, src), loadNoFusion(t, src)
		for run := 0; run < 3; run++ {
			d := make([]float32, n)
			for j := range d {
				d[j] = float32(rng.NormFloat64())
			}
			d[0] = float32(math.NaN())
			x, err := tensor.FromSlice(tensor.NewType(tensor.F32, int64(n)), d)
			if err != nil {
				t.Fatal(err)
			}
			c, err := tensor.FromSlice(tensor.NewType(tensor.F32), []float32{float32(run) - 0.75})
			if err != nil {
				t.Fatal(err)
			}
			g, err := fused.Run("main", []Value{x, c}, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			w, err := plain.Run("main", []Value{x, c}, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			gd, wd := g[0].(*tensor.Tensor).Float32s(), w[0].(*tensor.Tensor).Float32s()
			for i := range wd {
				if math.Float32bits(gd[i]) != math.Float32bits(wd[i]) {
					t.Fatalf("n=%d run %d element %d: fused %v, unfused %v", n, run, i, gd[i], wd[i])
				}
			}
		}
	}
}
