// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<2xui32>, %arg1: tensor<3x5xf32>) -> (tensor<6x3xi64> {jax.result_info = "result"}) {
    %0 = call @_gumbel(%arg0) : (tensor<2xui32>) -> tensor<6x3x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x3x5xf32>) -> tensor<6x3x5xf32>
    %3 = stablehlo.add %0, %2 : tensor<6x3x5xf32>
    %4 = call @argmax(%3) : (tensor<6x3x5xf32>) -> tensor<6x3xi64>
    return %4 : tensor<6x3xi64>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<6x3x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<6x3x5xf32>
    %1 = stablehlo.log %0 : tensor<6x3x5xf32>
    %2 = stablehlo.negate %1 : tensor<6x3x5xf32>
    %3 = stablehlo.log %2 : tensor<6x3x5xf32>
    %4 = stablehlo.negate %3 : tensor<6x3x5xf32>
    return %4 : tensor<6x3x5xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f32>) -> tensor<6x3x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<6x3x5xui64>
    %8 = stablehlo.iota dim = 1 : tensor<6x3x5xui64>
    %9 = stablehlo.iota dim = 2 : tensor<6x3x5xui64>
    %c = stablehlo.constant dense<15> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6x3x5xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<6x3x5xui64>
    %c_0 = stablehlo.constant dense<5> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6x3x5xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<6x3x5xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6x3x5xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<6x3x5xui64>
    %16 = stablehlo.add %11, %13 : tensor<6x3x5xui64>
    %17 = stablehlo.add %16, %15 : tensor<6x3x5xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<6x3x5xui64>
    %19 = stablehlo.shift_right_logical %17, %18 : tensor<6x3x5xui64>
    %20 = stablehlo.convert %17 : (tensor<6x3x5xui64>) -> tensor<6x3x5xui32>
    %21 = stablehlo.convert %19 : (tensor<6x3x5xui64>) -> tensor<6x3x5xui32>
    %22:2 = call @threefry2x32(%4, %6, %21, %20) : (tensor<ui32>, tensor<ui32>, tensor<6x3x5xui32>, tensor<6x3x5xui32>) -> (tensor<6x3x5xui32>, tensor<6x3x5xui32>)
    %23 = stablehlo.xor %22#0, %22#1 : tensor<6x3x5xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %25 = stablehlo.shift_right_logical %23, %24 : tensor<6x3x5xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %27 = stablehlo.or %25, %26 : tensor<6x3x5xui32>
    %28 = stablehlo.bitcast_convert %27 : (tensor<6x3x5xui32>) -> tensor<6x3x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3x5xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<6x3x5xf32>
    %31 = stablehlo.subtract %2, %1 : tensor<1x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<6x3x5xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<6x3x5xf32>
    %34 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<6x3x5xf32>
    %35 = stablehlo.add %33, %34 : tensor<6x3x5xf32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<6x3x5xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<6x3x5xf32>
    return %37 : tensor<6x3x5xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6x3x5xui32>, %arg3: tensor<6x3x5xui32>) -> (tensor<6x3x5xui32>, tensor<6x3x5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6x3x5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6x3x5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<6x3x5xui32>, tensor<6x3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i64>, tensor<6x3x5xui32>, tensor<6x3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<6x3x5xui32>, tensor<6x3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<6x3x5xui32>, tensor<6x3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6x3x5xui32>, tensor<6x3x5xui32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<6x3x5xui32>, %arg2: tensor<6x3x5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<6x3x5xui32>, tensor<6x3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6x3x5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6x3x5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6x3x5xui32>
    %9 = stablehlo.or %5, %8 : tensor<6x3x5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6x3x5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6x3x5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6x3x5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6x3x5xui32>
    %19 = stablehlo.or %15, %18 : tensor<6x3x5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6x3x5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6x3x5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6x3x5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6x3x5xui32>
    %29 = stablehlo.or %25, %28 : tensor<6x3x5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6x3x5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6x3x5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6x3x5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6x3x5xui32>
    %39 = stablehlo.or %35, %38 : tensor<6x3x5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6x3x5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %42 = stablehlo.add %33, %41 : tensor<6x3x5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %44 = stablehlo.add %40, %43 : tensor<6x3x5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6x3x5xui32>
    %48 = stablehlo.add %44, %47 : tensor<6x3x5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<6x3x5xui32>, tensor<6x3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<6x3x5xf32>) -> tensor<6x3xi64> {
    %0 = stablehlo.iota dim = 2 : tensor<6x3x5xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<6x3x5xf32>, tensor<6x3x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<6x3xf32>, tensor<6x3xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<6x3xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0, 42]> : tensor<2xui32>
    %a1 = stablehlo.constant dense<[[0x3EB8C5ED, 0xBC239720, 0x3FA35AE8, 0x3CAB98DD, 0xBF5D7097], [0x3ECBFD57, 0xBEA75C7A, 0xBF04D632, 0xBDF7E27D, 0xBF3AF40C], [0x3EBD78AE, 0xBE1EE20F, 0x3EA07DAA, 0xBF127982, 0xC01756DC]]> : tensor<3x5xf32>
    %r:1 = func.call @model(%a0, %a1) : (tensor<2xui32>, tensor<3x5xf32>) -> (tensor<6x3xi64>)
    check.expect_eq_const %r#0, dense<[[2, 0, 2], [0, 3, 0], [0, 1, 1], [2, 3, 0], [2, 1, 2], [0, 1, 3]]> : tensor<6x3xi64>
    func.return
  }
}
