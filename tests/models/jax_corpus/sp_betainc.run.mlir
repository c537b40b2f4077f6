// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.compare EQ, %arg1, %2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %4 = stablehlo.or %1, %3 : tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.compare EQ, %arg0, %7, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %9 = stablehlo.or %6, %8 : tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.compare EQ, %arg2, %10, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.compare EQ, %arg2, %12, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %14 = stablehlo.not %11 : tensor<8xi1>
    %15 = stablehlo.not %13 : tensor<8xi1>
    %16 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %17 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %18 = stablehlo.or %16, %17 : tensor<8xi1>
    %19 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %20 = stablehlo.or %18, %19 : tensor<8xi1>
    %21 = stablehlo.and %9, %15 : tensor<8xi1>
    %22 = stablehlo.and %4, %11 : tensor<8xi1>
    %23 = stablehlo.or %21, %22 : tensor<8xi1>
    %24 = stablehlo.and %4, %14 : tensor<8xi1>
    %25 = stablehlo.and %9, %13 : tensor<8xi1>
    %26 = stablehlo.or %24, %25 : tensor<8xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.compare LT, %arg0, %27, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.compare LT, %arg1, %29, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %31 = stablehlo.or %28, %30 : tensor<8xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.compare LT, %arg2, %32, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %34 = stablehlo.or %31, %33 : tensor<8xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.compare GT, %arg2, %35, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %37 = stablehlo.or %34, %36 : tensor<8xi1>
    %38 = stablehlo.and %4, %9 : tensor<8xi1>
    %39 = stablehlo.or %38, %20 : tensor<8xi1>
    %40 = stablehlo.or %37, %39 : tensor<8xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.add %arg0, %41 : tensor<8xf32>
    %43 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.add %43, %44 : tensor<8xf32>
    %46 = stablehlo.divide %42, %45 : tensor<8xf32>
    %47 = stablehlo.compare LT, %arg2, %46, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %48 = stablehlo.select %47, %arg0, %arg1 : tensor<8xi1>, tensor<8xf32>
    %49 = stablehlo.select %47, %arg1, %arg0 : tensor<8xi1>, tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.subtract %50, %arg2 : tensor<8xf32>
    %52 = stablehlo.select %47, %arg2, %51 : tensor<8xi1>, tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %53 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %54 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %55 = stablehlo.compare EQ, %53, %54, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.select %55, %56, %57 : tensor<8xi1>, tensor<8xf32>
    %59 = stablehlo.abs %58 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.compare LT, %59, %60, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_16 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.select %61, %62, %58 : tensor<8xi1>, tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %65:8 = stablehlo.while(%iterArg = %48, %iterArg_25 = %49, %iterArg_26 = %52, %iterArg_27 = %c_18, %iterArg_28 = %c_19, %iterArg_29 = %63, %iterArg_30 = %64, %iterArg_31 = %63) : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<i1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %c_32 = stablehlo.constant dense<200> : tensor<i64>
      %99 = stablehlo.compare LT, %iterArg_27, %c_32, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %100 = stablehlo.and %99, %iterArg_28 : tensor<i1>
      stablehlo.return %100 : tensor<i1>
    } do {
      %99 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %c_32 = stablehlo.constant dense<2> : tensor<i64>
      %100 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %101 = func.call @remainder(%99, %100) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
      %c_33 = stablehlo.constant dense<0> : tensor<i64>
      %102 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %103 = stablehlo.compare EQ, %101, %102, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %c_34 = stablehlo.constant dense<1> : tensor<i64>
      %104 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %105 = stablehlo.compare EQ, %99, %104, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %c_35 = stablehlo.constant dense<1> : tensor<i64>
      %106 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %107 = stablehlo.subtract %99, %106 : tensor<8xi64>
      %c_36 = stablehlo.constant dense<2> : tensor<i64>
      %108 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %109 = func.call @floor_divide(%107, %108) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
      %c_37 = stablehlo.constant dense<0> : tensor<i64>
      %110 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %111 = stablehlo.compare EQ, %109, %110, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %112 = stablehlo.convert %109 : (tensor<8xi64>) -> tensor<8xf32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %113 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %114 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %115 = stablehlo.add %iterArg, %iterArg_25 : tensor<8xf32>
      %116 = stablehlo.negate %115 : tensor<8xf32>
      %117 = stablehlo.multiply %116, %iterArg_26 : tensor<8xf32>
      %118 = stablehlo.add %iterArg, %113 : tensor<8xf32>
      %119 = stablehlo.divide %117, %118 : tensor<8xf32>
      %120 = stablehlo.add %iterArg, %112 : tensor<8xf32>
      %121 = stablehlo.negate %120 : tensor<8xf32>
      %122 = stablehlo.add %iterArg, %iterArg_25 : tensor<8xf32>
      %123 = stablehlo.add %122, %112 : tensor<8xf32>
      %124 = stablehlo.multiply %121, %123 : tensor<8xf32>
      %125 = stablehlo.multiply %124, %iterArg_26 : tensor<8xf32>
      %126 = stablehlo.multiply %114, %112 : tensor<8xf32>
      %127 = stablehlo.add %iterArg, %126 : tensor<8xf32>
      %128 = stablehlo.multiply %114, %112 : tensor<8xf32>
      %129 = stablehlo.add %iterArg, %128 : tensor<8xf32>
      %130 = stablehlo.add %129, %113 : tensor<8xf32>
      %131 = stablehlo.multiply %127, %130 : tensor<8xf32>
      %132 = stablehlo.divide %125, %131 : tensor<8xf32>
      %133 = stablehlo.select %111, %119, %132 : tensor<8xi1>, tensor<8xf32>
      %134 = stablehlo.subtract %iterArg_25, %112 : tensor<8xf32>
      %135 = stablehlo.multiply %112, %134 : tensor<8xf32>
      %136 = stablehlo.multiply %135, %iterArg_26 : tensor<8xf32>
      %137 = stablehlo.multiply %114, %112 : tensor<8xf32>
      %138 = stablehlo.add %iterArg, %137 : tensor<8xf32>
      %139 = stablehlo.subtract %138, %113 : tensor<8xf32>
      %140 = stablehlo.multiply %114, %112 : tensor<8xf32>
      %141 = stablehlo.add %iterArg, %140 : tensor<8xf32>
      %142 = stablehlo.multiply %139, %141 : tensor<8xf32>
      %143 = stablehlo.divide %136, %142 : tensor<8xf32>
      %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %145 = stablehlo.select %103, %133, %143 : tensor<8xi1>, tensor<8xf32>
      %146 = stablehlo.select %105, %144, %145 : tensor<8xi1>, tensor<8xf32>
      %147 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %c_41 = stablehlo.constant dense<0> : tensor<i64>
      %148 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %149 = stablehlo.compare EQ, %147, %148, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %150 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %151 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %152 = stablehlo.select %149, %150, %151 : tensor<8xi1>, tensor<8xf32>
      %153 = stablehlo.divide %146, %iterArg_29 : tensor<8xf32>
      %154 = stablehlo.add %152, %153 : tensor<8xf32>
      %cst_44 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %155 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %156 = stablehlo.abs %154 : tensor<8xf32>
      %157 = stablehlo.compare LT, %156, %155, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %158 = stablehlo.select %157, %155, %154 : tensor<8xi1>, tensor<8xf32>
      %159 = stablehlo.multiply %146, %iterArg_30 : tensor<8xf32>
      %160 = stablehlo.add %152, %159 : tensor<8xf32>
      %161 = stablehlo.abs %160 : tensor<8xf32>
      %162 = stablehlo.compare LT, %161, %155, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %163 = stablehlo.select %162, %155, %160 : tensor<8xi1>, tensor<8xf32>
      %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %165 = stablehlo.divide %164, %163 : tensor<8xf32>
      %166 = stablehlo.multiply %158, %165 : tensor<8xf32>
      %167 = stablehlo.multiply %iterArg_31, %166 : tensor<8xf32>
      %c_46 = stablehlo.constant dense<1> : tensor<i64>
      %168 = stablehlo.add %iterArg_27, %c_46 : tensor<i64>
      %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %169 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %170 = stablehlo.subtract %166, %169 : tensor<8xf32>
      %171 = stablehlo.abs %170 : tensor<8xf32>
      %cst_48 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %172 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %173 = stablehlo.compare GE, %171, %172, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %c_49 = stablehlo.constant dense<false> : tensor<i1>
      %174 = stablehlo.reduce(%173 init: %c_49) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %168, %174, %158, %165, %167 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<i1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %66 = chlo.lgamma %49 : tensor<8xf32> -> tensor<8xf32>
    %67 = stablehlo.add %48, %49 : tensor<8xf32>
    %68 = chlo.lgamma %67 : tensor<8xf32> -> tensor<8xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<8xf32>
    %70 = chlo.lgamma %48 : tensor<8xf32> -> tensor<8xf32>
    %71 = stablehlo.add %70, %69 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.compare LT, %48, %72, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %74 = stablehlo.negate %52 : tensor<8xf32>
    %75 = stablehlo.log_plus_one %74 : tensor<8xf32>
    %76 = stablehlo.multiply %75, %49 : tensor<8xf32>
    %77 = stablehlo.subtract %76, %69 : tensor<8xf32>
    %78 = stablehlo.exponential %77 : tensor<8xf32>
    %79 = stablehlo.log %52 : tensor<8xf32>
    %80 = stablehlo.multiply %79, %48 : tensor<8xf32>
    %81 = stablehlo.negate %52 : tensor<8xf32>
    %82 = stablehlo.log_plus_one %81 : tensor<8xf32>
    %83 = stablehlo.multiply %82, %49 : tensor<8xf32>
    %84 = stablehlo.add %80, %83 : tensor<8xf32>
    %85 = stablehlo.subtract %84, %71 : tensor<8xf32>
    %86 = stablehlo.exponential %85 : tensor<8xf32>
    %87 = stablehlo.divide %86, %48 : tensor<8xf32>
    %88 = stablehlo.select %73, %78, %87 : tensor<8xi1>, tensor<8xf32>
    %89 = stablehlo.multiply %65#7, %88 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.subtract %90, %89 : tensor<8xf32>
    %92 = stablehlo.select %47, %89, %91 : tensor<8xi1>, tensor<8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %94 = stablehlo.select %23, %93, %92 : tensor<8xi1>, tensor<8xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %96 = stablehlo.select %26, %95, %94 : tensor<8xi1>, tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.select %40, %97, %96 : tensor<8xi1>, tensor<8xf32>
    return %98 : tensor<8xf32>
  }
  func.func private @remainder(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>) -> tensor<8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xi64>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xi64>
    return %14 : tensor<8xi64>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func private @floor_divide(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>) -> tensor<8xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi64>
    %1 = stablehlo.sign %arg0 : tensor<8xi64>
    %2 = stablehlo.sign %arg1 : tensor<8xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %9 = stablehlo.convert %8 : tensor<8xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.convert %11 : tensor<8xi1>
    %13 = stablehlo.and %9, %12 : tensor<8xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %15 = stablehlo.subtract %0, %14 : tensor<8xi64>
    %16 = call @_where_0(%13, %15, %0) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    return %16 : tensor<8xi64>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<8xi64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F266684, 0x4068D25B, 0x3FA3DFB8, 0x40681FAD, 0x3FD3D6F4, 0x406DEB52, 0x4034B2F3, 0x3F16B9BC]> : tensor<8xf32>
    %a1 = stablehlo.constant dense<[0x3FD48D94, 0x404E653E, 0x40627070, 0x405576EC, 0x403386A5, 0x3F673CBE, 0x3FA85DF5, 0x3F90C0C3]> : tensor<8xf32>
    %a2 = stablehlo.constant dense<[0x3EA5CD70, 0x3E98E97A, 0x3F40EAFD, 0x3EB8E020, 0x3F6CAF30, 0x3DCD57F9, 0x3E774192, 0x3F2D1CF7]> : tensor<8xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F225FD3, 0x3DDEDD57, 0x3F7D2F43, 0x3E4D54FF, 0x3F7F8BEE, 0x39271E39, 0x3CE6C27E, 0x3F540E46]> : tensor<8xf32> {tolerance = 1.0e-03 : f64}
    func.return
  }
}
