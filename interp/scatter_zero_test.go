package interp

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// zerosScatterProgram is jnp.zeros_like(table).at[idx].add(upd) as JAX
// exports it: a scatter-add into the broadcast of a zero constant. With
// alsoReturn the zeros are returned too, so the broadcast has a second
// reader.
func zerosScatterProgram(rows, width, n int, alsoReturn bool) string {
	tab := fmt.Sprintf("tensor<%dx%dxf32>", rows, width)
	ix := fmt.Sprintf("tensor<%dx1xi32>", n)
	upd := fmt.Sprintf("tensor<%dx%dxf32>", n, width)
	ret, retTypes := "%s", tab
	if alsoReturn {
		ret, retTypes = "%s, %z", tab+", "+tab
	}
	return fmt.Sprintf(`func.func @main(%%i: %[2]s, %%u: %[3]s) -> (%[5]s) {
  %%c = stablehlo.constant dense<0.0> : tensor<f32>
  %%z = stablehlo.broadcast_in_dim %%c, dims = [] : (tensor<f32>) -> %[1]s
  %%s = "stablehlo.scatter"(%%z, %%i, %%u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%%a: tensor<f32>, %%b: tensor<f32>):
    %%t = stablehlo.add %%a, %%b : tensor<f32>
    stablehlo.return %%t : tensor<f32>
  }) : (%[1]s, %[2]s, %[3]s) -> %[1]s
  func.return %[4]s : %[5]s
}`, tab, ix, upd, ret, retTypes)
}

// TestScatterIntoZeros runs a scatter-add into zeros, large enough for the
// broadcast to be left unfilled and the scatter to clear the rows itself,
// several times on one Program (later runs allocate over memory earlier
// results used), and compares it bit for bit with a sequential loop; rows
// no index names must be zero. When the zeros are also returned the
// broadcast must be filled as usual.
func TestScatterIntoZeros(t *testing.T) {
	const rows, width, n = 3000, 64, 2500
	for _, alsoReturn := range []bool{false, true} {
		p := mustLoad(t, zerosScatterProgram(rows, width, n, alsoReturn))
		want := 0
		if !alsoReturn {
			want = 1
		}
		if got := fuseZeroScatters(p.funcs["main"].body); got != want {
			t.Errorf("alsoReturn %v: %d scatters into zeros found, want %d", alsoReturn, got, want)
		}
		r := rand.New(rand.NewSource(3))
		for run := 0; run < 3; run++ {
			idx := randomRowIndices(r, n, rows)
			upd := make([]float32, n*width)
			for i := range upd {
				upd[i] = float32(r.NormFloat64())
			}
			if run == 1 {
				upd[5] = float32(math.Copysign(0, -1))
			}
			it, _ := tensor.FromSlice(tensor.Type{Kind: tensor.SI32, Shape: []int64{n, 1}}, idx)
			ut, _ := tensor.FromSlice(tensor.Type{Kind: tensor.F32, Shape: []int64{n, width}}, upd)
			res, err := p.Run("main", []Value{it, ut}, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			want := make([]float32, rows*width)
			for k, ix := range idx {
				if ix < 0 || int(ix) >= rows {
					continue
				}
				for c := 0; c < width; c++ {
					want[int(ix)*width+c] += upd[k*width+c]
				}
			}
			got := res[0].(*tensor.Tensor).Float32s()
			for i := range want {
				if got[i] != want[i] || math.Signbit(float64(got[i])) != math.Signbit(float64(want[i])) {
					t.Fatalf("alsoReturn %v run %d: element %d = %v, want %v", alsoReturn, run, i, got[i], want[i])
				}
			}
			if alsoReturn {
				for i, z := range res[1].(*tensor.Tensor).Float32s() {
					if z != 0 {
						t.Fatalf("run %d: zeros element %d = %v", run, i, z)
					}
				}
			}
		}
	}
}
