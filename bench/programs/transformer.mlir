// transformer block, batch 4, seq 128, d 256; exported by bench/export.py with JAX 0.10.2.
module @jit_transformer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x128x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x768xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x1024xf32>, %arg8: tensor<1024x256xf32>) -> (tensor<4x128x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x128x256xf32>
    %6 = chlo.square %5 : tensor<4x128x256xf32> -> tensor<4x128x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x128x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x256xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x128x256xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<4x128x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x128x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x256xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x128x256xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x128x256xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x128x256xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x128x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x128x256xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x768xf32>) -> tensor<4x128x768xf32>
    %25 = stablehlo.slice %24 [0:4, 0:128, 0:256] : (tensor<4x128x768xf32>) -> tensor<4x128x256xf32>
    %26 = stablehlo.slice %24 [0:4, 0:128, 256:512] : (tensor<4x128x768xf32>) -> tensor<4x128x256xf32>
    %27 = stablehlo.slice %24 [0:4, 0:128, 512:768] : (tensor<4x128x768xf32>) -> tensor<4x128x256xf32>
    %28 = stablehlo.reshape %25 : (tensor<4x128x256xf32>) -> tensor<4x128x4x64xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] : (tensor<4x128x4x64xf32>) -> tensor<4x4x128x64xf32>
    %30 = stablehlo.reshape %26 : (tensor<4x128x256xf32>) -> tensor<4x128x4x64xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] : (tensor<4x128x4x64xf32>) -> tensor<4x4x128x64xf32>
    %32 = stablehlo.reshape %27 : (tensor<4x128x256xf32>) -> tensor<4x128x4x64xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] : (tensor<4x128x4x64xf32>) -> tensor<4x4x128x64xf32>
    %34 = stablehlo.dot_general %29, %31, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x64xf32>, tensor<4x4x128x64xf32>) -> tensor<4x4x128x128xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4x128x128xf32>
    %36 = stablehlo.divide %34, %35 : tensor<4x4x128x128xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x4x128xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<4x4x128xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<4x4x128x1xf32>) -> tensor<4x4x128x128xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<4x4x128x128xf32>
    %43 = stablehlo.exponential %42 : tensor<4x4x128x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<4x4x128x1xf32>) -> tensor<4x4x128x128xf32>
    %47 = stablehlo.divide %43, %46 : tensor<4x4x128x128xf32>
    %48 = stablehlo.dot_general %47, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x128xf32>, tensor<4x4x128x64xf32>) -> tensor<4x4x128x64xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] : (tensor<4x4x128x64xf32>) -> tensor<4x128x4x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<4x128x4x64xf32>) -> tensor<4x128x256xf32>
    %51 = stablehlo.dot_general %50, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x256xf32>) -> tensor<4x128x256xf32>
    %52 = stablehlo.add %arg0, %51 : tensor<4x128x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_9 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<4x128x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x256xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<4x128x256xf32>
    %59 = chlo.square %58 : tensor<4x128x256xf32> -> tensor<4x128x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x128x256xf32>, tensor<f32>) -> tensor<4x128xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<4x128x1xf32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x256xf32>
    %65 = stablehlo.subtract %52, %64 : tensor<4x128x256xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %67 = stablehlo.add %63, %66 : tensor<4x128x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<4x128x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x256xf32>
    %70 = stablehlo.multiply %65, %69 : tensor<4x128x256xf32>
    %71 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x128x256xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<4x128x256xf32>
    %74 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x128x256xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x128x256xf32>
    %77 = stablehlo.dot_general %76, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x1024xf32>) -> tensor<4x128x1024xf32>
    %78 = stablehlo.multiply %77, %77 : tensor<4x128x1024xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<4x128x1024xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x128x1024xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<4x128x1024xf32>
    %82 = stablehlo.add %77, %81 : tensor<4x128x1024xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x128x1024xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<4x128x1024xf32>
    %85 = stablehlo.tanh %84 : tensor<4x128x1024xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x128x1024xf32>
    %87 = stablehlo.add %86, %85 : tensor<4x128x1024xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x128x1024xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<4x128x1024xf32>
    %90 = stablehlo.multiply %77, %89 : tensor<4x128x1024xf32>
    %91 = stablehlo.dot_general %90, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1024xf32>, tensor<1024x256xf32>) -> tensor<4x128x256xf32>
    %92 = stablehlo.add %52, %91 : tensor<4x128x256xf32>
    return %92 : tensor<4x128x256xf32>
  }
}
