// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %0 = chlo.erf %arg0 : tensor<16xf32> -> tensor<16xf32>
    %1 = chlo.erfc %arg0 : tensor<16xf32> -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.compare GT, %arg1, %2, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<16xf32>
    %6 = call @_where(%3, %5, %arg1) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = call @_where(%8, %9, %6) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<16xf32>
    %13 = chlo.square %12 : tensor<16xf32> -> tensor<16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<16xf32>
    %15 = call @polyval(%cst, %13) : (tensor<5xf32>, tensor<16xf32>) -> tensor<16xf32>
    %16 = call @polyval_0(%cst_0, %13) : (tensor<9xf32>, tensor<16xf32>) -> tensor<16xf32>
    %17 = stablehlo.divide %15, %16 : tensor<16xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<16xf32>
    %19 = stablehlo.add %12, %18 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<16xf32>
    %22 = stablehlo.log %10 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<16xf32>
    %25 = stablehlo.sqrt %24 : tensor<16xf32>
    %26 = stablehlo.log %25 : tensor<16xf32>
    %27 = stablehlo.divide %26, %25 : tensor<16xf32>
    %28 = stablehlo.subtract %25, %27 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.divide %29, %25 : tensor<16xf32>
    %31 = call @polyval_0(%cst_1, %30) : (tensor<9xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.divide %32, %25 : tensor<16xf32>
    %34 = call @polyval_0(%cst_2, %33) : (tensor<9xf32>, tensor<16xf32>) -> tensor<16xf32>
    %35 = stablehlo.divide %31, %34 : tensor<16xf32>
    %36 = stablehlo.divide %35, %25 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.divide %37, %25 : tensor<16xf32>
    %39 = call @polyval_0(%cst_3, %38) : (tensor<9xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.divide %40, %25 : tensor<16xf32>
    %42 = call @polyval_0(%cst_4, %41) : (tensor<9xf32>, tensor<16xf32>) -> tensor<16xf32>
    %43 = stablehlo.divide %39, %42 : tensor<16xf32>
    %44 = stablehlo.divide %43, %25 : tensor<16xf32>
    %45 = stablehlo.subtract %28, %36 : tensor<16xf32>
    %46 = stablehlo.subtract %28, %44 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.compare GT, %10, %47, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %50 = stablehlo.compare GE, %25, %49, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %51 = call @_where(%50, %45, %46) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %52 = call @_where(%48, %21, %51) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_18 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.compare GT, %arg1, %53, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %55 = stablehlo.negate %52 : tensor<16xf32>
    %56 = call @_where(%54, %52, %55) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.compare EQ, %arg1, %58, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %60 = stablehlo.negate %57 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %62 = stablehlo.compare EQ, %arg1, %61, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %63 = call @_where(%62, %57, %56) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %64 = call @_where(%59, %60, %63) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.multiply %arg0, %65 : tensor<16xf32>
    %67 = stablehlo.abs %66 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.compare LT, %67, %68, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %70 = chlo.erf %66 : tensor<16xf32> -> tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.add %71, %70 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %74 = stablehlo.compare GT, %66, %73, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %75 = chlo.erfc %67 : tensor<16xf32> -> tensor<16xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.subtract %76, %75 : tensor<16xf32>
    %78 = chlo.erfc %67 : tensor<16xf32> -> tensor<16xf32>
    %79 = stablehlo.select %74, %77, %78 : tensor<16xi1>, tensor<16xf32>
    %80 = stablehlo.select %69, %72, %79 : tensor<16xi1>, tensor<16xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %84 = stablehlo.compare GT, %arg0, %83, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %85 = stablehlo.negate %arg0 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %87 = stablehlo.maximum %arg0, %86 : tensor<16xf32>
    %88 = call @_where(%84, %85, %87) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_30 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<16xf32>
    %91 = stablehlo.abs %90 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.compare LT, %91, %92, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %94 = chlo.erf %90 : tensor<16xf32> -> tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %96 = stablehlo.add %95, %94 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %98 = stablehlo.compare GT, %90, %97, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %99 = chlo.erfc %91 : tensor<16xf32> -> tensor<16xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.subtract %100, %99 : tensor<16xf32>
    %102 = chlo.erfc %91 : tensor<16xf32> -> tensor<16xf32>
    %103 = stablehlo.select %98, %101, %102 : tensor<16xi1>, tensor<16xf32>
    %104 = stablehlo.select %93, %96, %103 : tensor<16xi1>, tensor<16xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<16xf32>
    %107 = stablehlo.negate %106 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %109 = stablehlo.compare GT, %arg0, %108, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %110 = stablehlo.log %106 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %112 = stablehlo.minimum %arg0, %111 : tensor<16xf32>
    %113 = chlo.square %112 : tensor<16xf32> -> tensor<16xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<16xf32>
    %116 = stablehlo.negate %112 : tensor<16xf32>
    %117 = stablehlo.log %116 : tensor<16xf32>
    %118 = stablehlo.subtract %115, %117 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.subtract %118, %119 : tensor<16xf32>
    %121 = chlo.square %112 : tensor<16xf32> -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %125 = stablehlo.divide %124, %121 : tensor<16xf32>
    %126 = stablehlo.add %123, %125 : tensor<16xf32>
    %127 = stablehlo.multiply %121, %121 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.divide %128, %127 : tensor<16xf32>
    %130 = stablehlo.add %122, %129 : tensor<16xf32>
    %131 = stablehlo.multiply %127, %121 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %133 = stablehlo.divide %132, %131 : tensor<16xf32>
    %134 = stablehlo.add %126, %133 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.add %135, %130 : tensor<16xf32>
    %137 = stablehlo.subtract %136, %134 : tensor<16xf32>
    %138 = stablehlo.log %137 : tensor<16xf32>
    %139 = stablehlo.add %120, %138 : tensor<16xf32>
    %140 = call @_where(%109, %110, %139) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %141 = call @_where(%84, %107, %140) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    return %0, %1, %64, %82, %141 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    return %17 : tensor<16xf32>
  }
  func.func private @closed_call(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_1(%arg1, %0, %4) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_1(%arg1, %5, %7) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_1(%arg1, %8, %10) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_1(%arg1, %11, %13) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_1(%arg1, %14, %16) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_1(%arg1, %17, %19) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_1(%arg1, %20, %22) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_1(%arg1, %23, %25) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_1(%arg1, %26, %28) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    return %29 : tensor<16xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBDEB2718, 0x3FC6504B, 0x3F77FB98, 0x3E642693, 0xBFB59610, 0xBFF4D62D, 0x3F97E496, 0x3F531438, 0xBFFF52D3, 0x3F2016EA, 0xC018D398, 0x3F7F5A8F, 0x3F33E806, 0x3F772E4B, 0xBEE2A378, 0x3F30C2A3]> : tensor<16xf32>
    %a1 = stablehlo.constant dense<[0x3E7F83C0, 0x3F225D61, 0x3EC8BE34, 0x3EF212BF, 0x3F2F7C8F, 0x3E52C7D5, 0x3DD98250, 0x3F10CB83, 0x3ED13C3D, 0x3F7AA5BA, 0x3DC0BAFC, 0x3D8BC0E0, 0x3EC6D037, 0x3EA1DA0F, 0x3F2096FF, 0x3F2C315D]> : tensor<16xf32>
    %r:5 = func.call @model(%a0, %a1) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBE041708, 0x3F78B7BF, 0x3F544C51, 0x3E7D3E47, 0xBF748623, 0xBF7E407B, 0x3F681CE8, 0x3F41A403, 0xBF7EC634, 0x3F1F9E34, 0xBF7FCFFA, 0x3F577665, 0x3F2E0122, 0x3F53F165, 0xBEEFF80A, 0x3F2BD1C1]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[0x3F9082E1, 0x3CE90812, 0x3E2ECEC3, 0x3F40B06E, 0x3FFA4312, 0x3FFF203D, 0x3DBF18C4, 0x3E796FFA, 0x3FFF631A, 0x3EC0C399, 0x3FFFE7FD, 0x3E222676, 0x3EA3FDBC, 0x3E303A6F, 0x3FBBFE03, 0x3EA85C7F]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[0xBF2D0D29, 0x3EAFAA72, 0xBE8C3E31, 0xBD8BBECF, 0x3EF75B5E, 0xBF522914, 0xBF9F9C7A, 0x3E292946, 0xBE6C87AF, 0x400242E3, 0xBFA86EDC, 0xBFBE98B8, 0xBE914585, 0xBEF50928, 0x3EA641E1, 0x3EE4F50F]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[0x3EE8992D, 0x3F707920, 0x3F5569F8, 0x3F169160, 0x3D9FBF5D, 0x3CE474C7, 0x3F61DFB5, 0x3F4B90EA, 0x3CBCB80D, 0x3F3BEFE4, 0x3C0ACEB9, 0x3F573A4A, 0x3F424714, 0x3F5536AA, 0x3EA873C3, 0x3F414B00]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[0xBF49FCA8, 0xBD802430, 0xBE3A4F78, 0xBF07E01E, 0xC02343FC, 0xC06517A9, 0xBE0034A1, 0xBE6AAFF3, 0xC0715267, 0xBE9E3E75, 0xC098ABCE, 0xBE31A4FD, 0xBE8D4157, 0xBE3B45C1, 0xBF8E4B4A, 0xBE8FDB5B]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
