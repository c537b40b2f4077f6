package interp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// benchBytes compiles src once and times running @main with args.
func benchBytes(b *testing.B, src string, elems int, args ...Value) {
	b.Helper()
	p := mustLoad(b, src)
	if _, err := p.Run("main", args, RunOptions{}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(elems) * 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Run("main", args, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func benchFloats(b *testing.B, rng *rand.Rand, shape ...int64) *tensor.Tensor {
	t := newTensor(b, tensor.NewType(tensor.F32, shape...))
	for i := range t.Float32s() {
		t.Float32s()[i] = rng.Float32()
	}
	return t
}

func benchIndices(b *testing.B, rng *rand.Rand, limit int64, shape ...int64) *tensor.Tensor {
	t := newTensor(b, tensor.NewType(tensor.SI32, shape...))
	for i := range t.Int32s() {
		t.Int32s()[i] = int32(rng.Int63n(limit))
	}
	return t
}

func BenchmarkTranspose(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	for _, c := range []struct {
		in, out, perm []int64
	}{
		{[]int64{1024, 1024}, []int64{1024, 1024}, []int64{1, 0}},
		{[]int64{64, 128, 128}, []int64{128, 64, 128}, []int64{2, 0, 1}},
		{[]int64{64, 128, 128}, []int64{128, 64, 128}, []int64{1, 0, 2}},
	} {
		in, out := tensor.NewType(tensor.F32, c.in...), tensor.NewType(tensor.F32, c.out...)
		b.Run(fmt.Sprintf("%v_perm%v", c.in, c.perm), func(b *testing.B) {
			mod := module([]string{in.String()}, fmt.Sprintf(`"stablehlo.transpose"(%%a0) {permutation = %s} : (%s) -> %s`, arr(c.perm), in, out), []string{out.String()})
			benchBytes(b, mod, int(in.NumElements()), benchFloats(b, rng, c.in...))
		})
	}
}

func BenchmarkGather(b *testing.B) {
	rng := rand.New(rand.NewSource(2))
	operand := benchFloats(b, rng, 1024, 1024)
	b.Run("rows_1024x1024", func(b *testing.B) {
		mod := module([]string{"tensor<1024x1024xf32>", "tensor<1024x1xi32>"}, `"stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1024>} : (tensor<1024x1024xf32>, tensor<1024x1xi32>) -> tensor<1024x1024xf32>`, []string{"tensor<1024x1024xf32>"})
		benchBytes(b, mod, 1<<20, operand, benchIndices(b, rng, 1024, 1024, 1))
	})
	b.Run("points_1M", func(b *testing.B) {
		mod := module([]string{"tensor<1024x1024xf32>", "tensor<1048576x2xi32>"}, `"stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<1024x1024xf32>, tensor<1048576x2xi32>) -> tensor<1048576xf32>`, []string{"tensor<1048576xf32>"})
		benchBytes(b, mod, 1<<20, operand, benchIndices(b, rng, 1024, 1<<20, 2))
	})
}

func BenchmarkScatter(b *testing.B) {
	rng := rand.New(rand.NewSource(3))
	input := benchFloats(b, rng, 1024, 1024)
	region := func(body string) string {
		return `({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      ` + body + `
  })`
	}
	points := `{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<1024x1024xf32>, tensor<1048576x2xi32>, tensor<1048576xf32>) -> tensor<1024x1024xf32>`
	idx := benchIndices(b, rng, 1024, 1<<20, 2)
	upd := benchFloats(b, rng, 1<<20)
	types := []string{"tensor<1024x1024xf32>", "tensor<1048576x2xi32>", "tensor<1048576xf32>"}
	for _, c := range []struct{ name, body string }{
		{"points_1M_add", `%s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>`},
		{"points_1M_replace", `stablehlo.return %y : tensor<f32>`},
	} {
		b.Run(c.name, func(b *testing.B) {
			mod := module(types, `"stablehlo.scatter"(%a0, %a1, %a2) `+region(c.body)+" "+points, []string{"tensor<1024x1024xf32>"})
			benchBytes(b, mod, 1<<20, input, idx, upd)
		})
	}
	b.Run("points_64K_region", func(b *testing.B) {
		small := `{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<1024x1024xf32>, tensor<65536x2xi32>, tensor<65536xf32>) -> tensor<1024x1024xf32>`
		mod := module([]string{"tensor<1024x1024xf32>", "tensor<65536x2xi32>", "tensor<65536xf32>"}, `"stablehlo.scatter"(%a0, %a1, %a2) `+region(`%s = stablehlo.multiply %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>`)+" "+small, []string{"tensor<1024x1024xf32>"})
		benchBytes(b, mod, 1<<16, input, benchIndices(b, rng, 1024, 1<<16, 2), benchFloats(b, rng, 1<<16))
	})
	b.Run("rows_1024x1024_add", func(b *testing.B) {
		rows := `{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<1024x1024xf32>, tensor<1024x1xi32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>`
		mod := module([]string{"tensor<1024x1024xf32>", "tensor<1024x1xi32>", "tensor<1024x1024xf32>"}, `"stablehlo.scatter"(%a0, %a1, %a2) `+region(`%s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>`)+" "+rows, []string{"tensor<1024x1024xf32>"})
		benchBytes(b, mod, 1<<20, input, benchIndices(b, rng, 1024, 1024, 1), benchFloats(b, rng, 1024, 1024))
	})
}

func BenchmarkSort(b *testing.B) {
	rng := rand.New(rand.NewSource(4))
	in := benchFloats(b, rng, 1024, 1024)
	payload := benchIndices(b, rng, 1<<20, 1024, 1024)
	body := func(extra, ret string) string {
		return `"stablehlo.sort"(%a0, %a1) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
      %c = stablehlo.compare LT, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      ` + extra + `
      stablehlo.return ` + ret + ` : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<1024x1024xf32>, tensor<1024x1024xi32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xi32>)`
	}
	types := []string{"tensor<1024x1024xf32>", "tensor<1024x1024xi32>"}
	b.Run("1024x1024_compare", func(b *testing.B) {
		benchBytes(b, module(types, body("", "%c"), types), 1<<20, in, payload)
	})
	small := benchFloats(b, rng, 16, 1024)
	smallPayload := benchIndices(b, rng, 1<<20, 16, 1024)
	b.Run("16x1024_region", func(b *testing.B) {
		st := []string{"tensor<16x1024xf32>", "tensor<16x1024xi32>"}
		mod := module(st, strings.ReplaceAll(body("%d = stablehlo.and %c, %c : tensor<i1>", "%d"), "1024x1024", "16x1024"), st)
		benchBytes(b, mod, 16*1024, small, smallPayload)
	})
}
