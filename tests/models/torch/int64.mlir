// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.82 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x3xi64>, %arg1: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2xi64>, tensor<3x2xi64>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<i64>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x3xf32>
    %c = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>
    %c_0 = stablehlo.constant dense<2> : tensor<2x3xi64>
    %c_1 = stablehlo.constant dense<4> : tensor<2x3xi64>
    %c_2 = stablehlo.constant dense<15> : tensor<2x3xi64>
    %c_3 = stablehlo.constant dense<100> : tensor<2x3xi64>
    %c_4 = stablehlo.constant dense<-100> : tensor<2x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<2x3xi64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
    %c_7 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %arg1 : (tensor<2x3xi64>) -> tensor<2x3xf32>
    %1 = stablehlo.convert %arg0 : (tensor<2x3xi64>) -> tensor<2x3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x3xf32>
    %3 = stablehlo.floor %2 : tensor<2x3xf32>
    %4 = stablehlo.convert %3 : (tensor<2x3xf32>) -> tensor<2x3xi64>
    %5 = stablehlo.abs %2 : tensor<2x3xf32>
    %6 = stablehlo.floor %5 : tensor<2x3xf32>
    %7 = stablehlo.compare  NE, %2, %2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %8 = stablehlo.sign %2 : tensor<2x3xf32>
    %9 = stablehlo.select %7, %cst_6, %8 : tensor<2x3xi1>, tensor<2x3xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<2x3xf32>
    %11 = stablehlo.convert %10 : (tensor<2x3xf32>) -> tensor<2x3xi64>
    %12 = stablehlo.abs %arg0 : tensor<2x3xi64>
    %13 = stablehlo.remainder %arg1, %12 : tensor<2x3xi64>
    %14 = stablehlo.sign %13 : tensor<2x3xi64>
    %15 = stablehlo.sign %arg0 : tensor<2x3xi64>
    %16 = stablehlo.multiply %14, %15 : tensor<2x3xi64>
    %17 = stablehlo.compare  LT, %16, %c_5 : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %18 = stablehlo.convert %17 : (tensor<2x3xi1>) -> tensor<2x3xi64>
    %19 = stablehlo.multiply %arg0, %18 : tensor<2x3xi64>
    %20 = stablehlo.add %13, %19 : tensor<2x3xi64>
    %21 = stablehlo.remainder %arg1, %arg0 : tensor<2x3xi64>
    %22 = stablehlo.multiply %arg1, %arg0 : tensor<2x3xi64>
    %23 = stablehlo.clamp %c_4, %22, %c_3 : tensor<2x3xi64>
    %24 = stablehlo.and %arg1, %c_2 : tensor<2x3xi64>
    %25 = stablehlo.multiply %arg0, %c_1 : tensor<2x3xi64>
    %26 = stablehlo.divide %arg1, %c_0 : tensor<2x3xi64>
    %27 = stablehlo.xor %25, %26 : tensor<2x3xi64>
    %28 = stablehlo.or %24, %27 : tensor<2x3xi64>
    %29 = stablehlo.reduce(%arg1 init: %c_8) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
    %30 = stablehlo.transpose %c, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s64[3,2]{0,1}"} : (tensor<2x3xi64>) -> tensor<3x2xi64>
    %31 = stablehlo.compare  GT, %arg1, %arg0 : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %32 = stablehlo.divide %0, %cst : tensor<2x3xf32>
    %33 = stablehlo.abs %arg1 : tensor<2x3xi64>
    %34 = stablehlo.reduce(%33 init: %c_7) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x3xi64>, tensor<i64>) -> tensor<i64>
    return %4, %11, %20, %21, %23, %28, %29, %30, %31, %32, %34 : tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2xi64>, tensor<3x2xi64>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<i64>
  }
}
