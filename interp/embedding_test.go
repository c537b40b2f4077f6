package interp

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// embeddingProgram gathers rows of a rows×width table at idx and scatters
// the gradient rows back with the given update body (add or replace).
func embeddingProgram(rows, width, n int, body string) string {
	tab := fmt.Sprintf("tensor<%dx%dxf32>", rows, width)
	ix := fmt.Sprintf("tensor<%dx1xi32>", n)
	upd := fmt.Sprintf("tensor<%dx%dxf32>", n, width)
	return fmt.Sprintf(`func.func @main(%%t: %[1]s, %%i: %[2]s, %%u: %[3]s) -> (%[3]s, %[1]s) {
  %%g = "stablehlo.gather"(%%t, %%i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, %[4]d>}> : (%[1]s, %[2]s) -> %[3]s
  %%s = "stablehlo.scatter"(%%t, %%i, %%u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%%a: tensor<f32>, %%b: tensor<f32>):
    %[5]s
  }) : (%[1]s, %[2]s, %[3]s) -> %[1]s
  func.return %%g, %%s : %[3]s, %[1]s
}`, tab, ix, upd, width, body)
}

// TestEmbeddingGatherScatterLarge runs a gather and a scatter large enough
// to be split over goroutines, with repeated and out-of-range indices, and
// compares them bit for bit with sequential loops: gathered rows are the
// clamped table rows; scatter-add sums each row's updates in update order
// (float addition is not associative, so any other order would show);
// replacement keeps the last update of a row.
func TestEmbeddingGatherScatterLarge(t *testing.T) {
	const rows, width, n = 300, 64, 2048
	r := rand.New(rand.NewSource(11))
	tab := make([]float32, rows*width)
	for i := range tab {
		tab[i] = float32(r.NormFloat64())
	}
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(r.Intn(rows+20) - 10) // some out of range
	}
	upd := make([]float32, n*width)
	for i := range upd {
		upd[i] = float32(r.NormFloat64() * float64(1+i%7*1000))
	}
	tt, _ := tensor.FromSlice(tensor.Type{Kind: tensor.F32, Shape: []int64{rows, width}}, tab)
	it, _ := tensor.FromSlice(tensor.Type{Kind: tensor.SI32, Shape: []int64{n, 1}}, idx)
	ut, _ := tensor.FromSlice(tensor.Type{Kind: tensor.F32, Shape: []int64{n, width}}, upd)
	for _, tc := range []struct {
		name, body string
		combine    func(old, u float32) float32
	}{
		{"add", "%c = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %c : tensor<f32>", func(o, u float32) float32 { return o + u }},
		{"replace", "stablehlo.return %b : tensor<f32>", func(_, u float32) float32 { return u }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := mustRun(t, embeddingProgram(rows, width, n, tc.body), tt, it, ut)
			gathered := res[0].(*tensor.Tensor).Float32s()
			scattered := res[1].(*tensor.Tensor).Float32s()
			want := append([]float32(nil), tab...)
			for i, ix := range idx {
				row := min(max(int(ix), 0), rows-1)
				for c := 0; c < width; c++ {
					if g := gathered[i*width+c]; g != tab[row*width+c] {
						t.Fatalf("gather row %d col %d = %v, want %v", i, c, g, tab[row*width+c])
					}
				}
				if ix < 0 || int(ix) >= rows {
					continue
				}
				for c := 0; c < width; c++ {
					want[int(ix)*width+c] = tc.combine(want[int(ix)*width+c], upd[i*width+c])
				}
			}
			for i := range want {
				if scattered[i] != want[i] {
					t.Fatalf("scatter element %d = %v, want %v", i, scattered[i], want[i])
				}
			}
		})
	}
}

func BenchmarkEmbeddingGatherScatter(b *testing.B) {
	const rows, width, n = 50000, 128, 32768
	r := rand.New(rand.NewSource(1))
	tab := make([]float32, rows*width)
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(r.Intn(rows))
	}
	upd := make([]float32, n*width)
	for i := range upd {
		upd[i] = float32(i % 13)
	}
	tt, _ := tensor.FromSlice(tensor.Type{Kind: tensor.F32, Shape: []int64{rows, width}}, tab)
	it, _ := tensor.FromSlice(tensor.Type{Kind: tensor.SI32, Shape: []int64{n, 1}}, idx)
	ut, _ := tensor.FromSlice(tensor.Type{Kind: tensor.F32, Shape: []int64{n, width}}, upd)
	src := embeddingProgram(rows, width, n, "%c = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %c : tensor<f32>")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mustRun(b, src, tt, it, ut)
	}
}
