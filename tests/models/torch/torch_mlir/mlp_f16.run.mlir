// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("torch/nn/modules/linear.py":134:0)
#loc2 = loc("export_torch.py":178:0)
#loc4 = loc(callsite(#loc1 at #loc2))
module {
  func.func private @model(%arg0: tensor<3x6xf16> loc(callsite(#loc1 at #loc2))) -> tensor<3x3xf16> {
    %cst = stablehlo.constant dense_resource<torch_tensor_3_torch.float16> : tensor<3xf16> loc(#loc4)
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_3_8_torch.float16> : tensor<3x8xf16> loc(#loc4)
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_8_torch.float16_2> : tensor<8xf16> loc(#loc5)
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_8_torch.float16_1> : tensor<8xf16> loc(#loc5)
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_8_torch.float16> : tensor<8xf16> loc(#loc4)
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_8_6_torch.float16> : tensor<8x6xf16> loc(#loc4)
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64> loc(#loc)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc5)
    %cst_7 = arith.constant dense<1> : tensor<1xi64> loc(#loc)
    %cst_8 = arith.constant dense<8> : tensor<1xi64> loc(#loc)
    %cst_9 = arith.constant dense<1.000000e-05> : tensor<1xf64> loc(#loc5)
    %0 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<8x6xf16>) -> tensor<6x8xf16> loc(#loc4)
    %1 = stablehlo.convert %cst_3 : (tensor<8xf16>) -> tensor<8xf32> loc(#loc4)
    %2 = stablehlo.convert %arg0 : (tensor<3x6xf16>) -> tensor<3x6xf32> loc(#loc4)
    %3 = stablehlo.convert %0 : (tensor<6x8xf16>) -> tensor<6x8xf32> loc(#loc4)
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0] : (tensor<3x6xf32>, tensor<6x8xf32>) -> tensor<3x8xf32> loc(#loc4)
    %5 = stablehlo.convert %cst_7 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc4)
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32> loc(#loc4)
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3x8xf32> loc(#loc4)
    %8 = stablehlo.multiply %4, %7 : tensor<3x8xf32> loc(#loc4)
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<8xf32> loc(#loc4)
    %10 = stablehlo.multiply %1, %9 : tensor<8xf32> loc(#loc4)
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<8xf32>) -> tensor<3x8xf32> loc(#loc4)
    %12 = stablehlo.add %8, %11 : tensor<3x8xf32> loc(#loc4)
    %13 = stablehlo.convert %12 : (tensor<3x8xf32>) -> tensor<3x8xf16> loc(#loc4)
    %14 = stablehlo.convert %13 : (tensor<3x8xf16>) -> tensor<3x8xf32> loc(#loc5)
    %15 = stablehlo.convert %14 : (tensor<3x8xf32>) -> tensor<3x8xf64> loc(#loc5)
    %16 = stablehlo.reduce(%15 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf64>, tensor<f64>) -> tensor<3xf64> loc(#loc5)
    %17 = stablehlo.reshape %16 : (tensor<3xf64>) -> tensor<3x1xf64> loc(#loc5)
    %18 = stablehlo.convert %cst_8 : (tensor<1xi64>) -> tensor<1xf64> loc(#loc5)
    %19 = stablehlo.reshape %18 : (tensor<1xf64>) -> tensor<f64> loc(#loc5)
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<3x1xf64> loc(#loc5)
    %21 = stablehlo.divide %17, %20 : tensor<3x1xf64> loc(#loc5)
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x8xf64> loc(#loc5)
    %23 = stablehlo.subtract %15, %22 : tensor<3x8xf64> loc(#loc5)
    %24 = stablehlo.multiply %23, %23 : tensor<3x8xf64> loc(#loc5)
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf64>, tensor<f64>) -> tensor<3xf64> loc(#loc5)
    %26 = stablehlo.reshape %25 : (tensor<3xf64>) -> tensor<3x1xf64> loc(#loc5)
    %27 = stablehlo.divide %26, %20 : tensor<3x1xf64> loc(#loc5)
    %28 = stablehlo.convert %27 : (tensor<3x1xf64>) -> tensor<3x1xf32> loc(#loc5)
    %29 = stablehlo.reduce(%14 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32> loc(#loc5)
    %30 = stablehlo.reshape %29 : (tensor<3xf32>) -> tensor<3x1xf32> loc(#loc5)
    %31 = stablehlo.convert %cst_8 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc5)
    %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32> loc(#loc5)
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<3x1xf32> loc(#loc5)
    %34 = stablehlo.divide %30, %33 : tensor<3x1xf32> loc(#loc5)
    %35 = stablehlo.convert %cst_9 : (tensor<1xf64>) -> tensor<1xf32> loc(#loc5)
    %36 = stablehlo.reshape %35 : (tensor<1xf32>) -> tensor<f32> loc(#loc5)
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<3x1xf32> loc(#loc5)
    %38 = stablehlo.add %28, %37 : tensor<3x1xf32> loc(#loc5)
    %39 = stablehlo.rsqrt %38 : tensor<3x1xf32> loc(#loc5)
    %40 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32> loc(#loc5)
    %41 = stablehlo.subtract %14, %40 : tensor<3x8xf32> loc(#loc5)
    %42 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32> loc(#loc5)
    %43 = stablehlo.multiply %41, %42 : tensor<3x8xf32> loc(#loc5)
    %44 = stablehlo.convert %cst_2 : (tensor<8xf16>) -> tensor<8xf32> loc(#loc5)
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<8xf32>) -> tensor<3x8xf32> loc(#loc5)
    %46 = stablehlo.multiply %43, %45 : tensor<3x8xf32> loc(#loc5)
    %47 = stablehlo.convert %cst_1 : (tensor<8xf16>) -> tensor<8xf32> loc(#loc5)
    %48 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<8xf32>) -> tensor<3x8xf32> loc(#loc5)
    %49 = stablehlo.add %46, %48 : tensor<3x8xf32> loc(#loc5)
    %50 = stablehlo.convert %49 : (tensor<3x8xf32>) -> tensor<3x8xf16> loc(#loc5)
    %51 = stablehlo.convert %50 : (tensor<3x8xf16>) -> tensor<3x8xf32> loc(#loc2)
    %52 = stablehlo.logistic %51 : tensor<3x8xf32> loc(#loc2)
    %53 = stablehlo.multiply %51, %52 : tensor<3x8xf32> loc(#loc2)
    %54 = stablehlo.convert %53 : (tensor<3x8xf32>) -> tensor<3x8xf16> loc(#loc2)
    %55 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<3x8xf16>) -> tensor<8x3xf16> loc(#loc4)
    %56 = stablehlo.convert %cst : (tensor<3xf16>) -> tensor<3xf32> loc(#loc4)
    %57 = stablehlo.convert %54 : (tensor<3x8xf16>) -> tensor<3x8xf32> loc(#loc4)
    %58 = stablehlo.convert %55 : (tensor<8x3xf16>) -> tensor<8x3xf32> loc(#loc4)
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [1] x [0] : (tensor<3x8xf32>, tensor<8x3xf32>) -> tensor<3x3xf32> loc(#loc4)
    %60 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3x3xf32> loc(#loc4)
    %61 = stablehlo.multiply %59, %60 : tensor<3x3xf32> loc(#loc4)
    %62 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3xf32> loc(#loc4)
    %63 = stablehlo.multiply %56, %62 : tensor<3xf32> loc(#loc4)
    %64 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32> loc(#loc4)
    %65 = stablehlo.add %61, %64 : tensor<3x3xf32> loc(#loc4)
    %66 = stablehlo.convert %65 : (tensor<3x3xf32>) -> tensor<3x3xf16> loc(#loc4)
    return %66 : tensor<3x3xf16> loc(#loc4)
  } loc(#loc4)
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xB5E6, 0xB4E6, 0xBCAD, 0x398D, 0xB864, 0xBEF4], [0xB8EA, 0x3A25, 0x3873, 0xB9DA, 0x3DDE, 0x3B35], [0xAC70, 0x3B82, 0xBC31, 0xBB62, 0x389D, 0x3D01]]> : tensor<3x6xf16>
    %r:1 = func.call @model(%a0) : (tensor<3x6xf16>) -> (tensor<3x3xf16>)
    check.expect_almost_eq_const %r#0, dense<[[0xB96C, 0xB27C, 0x271D], [0x390F, 0x3626, 0x2C80], [0x36B9, 0x3428, 0xA66B]]> : tensor<3x3xf16> {tolerance = 1.0e-02 : f64}
    func.return
  }
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("torch/nn/modules/normalization.py":229:0)
#loc5 = loc(callsite(#loc3 at #loc2))

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float16: "0x02000000AAB0A62D89A1",
      torch_tensor_3_8_torch.float16: "0x02000000203557B5042538297CB3D5B24FB5F6B4F02F0BB409338D2ECFB4962C62B1A6B36DA8C82B42B5B52EFD3005B433B25E2A",
      torch_tensor_8_torch.float16_2: "0x0200000000000000000000000000000000000000",
      torch_tensor_8_torch.float16_1: "0x02000000003C003C003C003C003C003C003C003C",
      torch_tensor_8_torch.float16: "0x020000003FB09634C1B45D36EAB542B61632BFA9",
      torch_tensor_8_6_torch.float16: "0x0200000007B3BB3584B54CA9E9341536B9B44FB31CB45D32E9ADFF2EA2B0A8B56631732FEBB1922E53B410B5FD2D87B682AE3DB6E9B50E327F30E32BC78F1CB643AF8CB580B43FB058348AB134B20BB5E8B51C340B3330AE76323AB626327929DCA9B0A8"
    }
  }
#-}
