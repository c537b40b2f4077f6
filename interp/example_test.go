package interp_test

import (
	"fmt"
	"log"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Load a module, call a function with Go-side tensors and read the results.
func Example() {
	prog, err := interp.Load([]byte(`
func.func @scale_and_shift(%x: tensor<2x2xf32>, %s: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %y = stablehlo.multiply %x, %s : tensor<2x2xf32>
  %z = stablehlo.add %y, %one : tensor<2x2xf32>
  func.return %z : tensor<2x2xf32>
}`), "example.mlir")
	if err != nil {
		log.Fatal(err)
	}
	typ := tensor.Type{Kind: tensor.F32, Shape: []int64{2, 2}}
	x, _ := tensor.FromSlice(typ, []float32{1, 2, 3, 4})
	s, _ := tensor.FromSlice(typ, []float32{10, 10, 0.5, 0.5})
	results, err := prog.Run("scale_and_shift", []interp.Value{x, s}, interp.RunOptions{})
	if err != nil {
		log.Fatal(err)
	}
	out := results[0].(*tensor.Tensor)
	fmt.Println(out.Float32s())
	fmt.Println(out.FormatDense())
	// Output:
	// [11 21 2.5 3]
	// dense<[[1.100000e+01, 2.100000e+01], [2.500000e+00, 3.000000e+00]]> : tensor<2x2xf32>
}

// Arguments are checked against the function's signature.
func Example_wrongArguments() {
	prog, err := interp.Load([]byte(`
func.func @main(%x: tensor<3xi32>) -> tensor<3xi32> {
  func.return %x : tensor<3xi32>
}`), "args.mlir")
	if err != nil {
		log.Fatal(err)
	}
	wrong, _ := tensor.New(tensor.Type{Kind: tensor.SI32, Shape: []int64{4}})
	_, err = prog.Run("main", []interp.Value{wrong}, interp.RunOptions{})
	fmt.Println(err)
	_, err = prog.Run("main", nil, interp.RunOptions{})
	fmt.Println(err)
	// Output:
	// function @main, argument 0: expected tensor<3xi32>, got tensor<4xi32>
	// function @main takes 1 arguments, got 0
}
