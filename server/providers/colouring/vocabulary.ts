/**
 * The subjects the offline composer can draw, with the words people use for them: English synonyms and plurals,
 * Spanish, French, German and Chinese names. Each subject names its picture: a Tabler icon (`cat`), a Lucide icon
 * (`lucide:bird`) or one of our own drawings (`own:owl`, drawn-motifs.ts). A size class gives the scene a sensible
 * scale (a mouse is drawn smaller than an elephant).
 *
 * Row format: `subject|picture|size|english words|español|français|deutsch|中文`, words separated by commas.
 * Size: s (small), m (medium), l (large).
 */
import { isEnglishWord } from './english-verbs';
const ROWS = `
cat|cat|m|cats,kitten,kittens,kitty,kitties|gato,gatos,gatito,gatita|chat,chats,chaton,chatte|katze,katzen,kätzchen,kater|猫,小猫,猫咪
dog|dog|m|dogs,puppy,puppies,doggy,pup,poodle,bulldog,labrador,dalmatian,husky,beagle,beagles,chihuahua,chihuahuas,pug,pugs,corgi,corgis,german shepherd,german shepherds,golden retriever,golden retrievers,retriever,dachshund,dachshunds,sausage dog,sheepdog,sheepdogs,terrier,terriers,greyhound,greyhounds,spaniel,spaniels,collie,collies|perro,perros,perrito,cachorro|chien,chiens,chiot|hund,hunde,welpe|狗,小狗
horse|horse|l|horses,pony,ponies,foal,foals,colt,stallion,mare,clydesdale,shire horse,workhorse|caballo,caballos,poni|cheval,chevaux,poney|pferd,pferde,pony|马,小马
rocking horse|horse-toy|m|hobby horse,toy horse|caballo de balancín,caballito de madera|cheval à bascule|schaukelpferd|木马,摇摇马
pig|pig|m|pigs,piglet,piglets|cerdo,cerdos,cerdito|cochon,cochons,porc|schwein,schweine,ferkel,schweinchen|猪,小猪
cow|own:cow|l|cows,calf,bull,ox,oxen|vaca,vacas,toro|vache,vaches,taureau|kuh,kühe,stier|牛,奶牛
sheep|own:sheep|m|lamb,lambs,ram,rams,ewe,ewes|oveja,ovejas,cordero|mouton,moutons,agneau|schaf,schafe,lamm|羊,绵羊,小羊
chicken|own:chicken|s|chickens,hen,hens,rooster,chick,chicks|gallina,gallinas,pollo,gallo,pollito|poule,poules,poulet,coq,poussin|huhn,hühner,henne,hahn,küken|鸡,母鸡,小鸡,公鸡
duck|own:duck|s|ducks,duckling,ducklings,rubber duck,rubber ducks,rubber ducky|pato,patos,patito|canard,canards,caneton|ente,enten,entchen|鸭,鸭子,小鸭
rabbit|lucide:rabbit|s|rabbits,bunny,bunnies,hare,easter bunny|conejo,conejos,conejito|lapin,lapins|hase,hasen,kaninchen|兔,兔子,小兔
mouse|lucide:rat|s|mice,rat,rats|ratón,ratones,rata|souris,rat|maus,mäuse,ratte|老鼠,鼠
bird|lucide:bird|s|birds,sparrow,robin,parrot,parrots,eagle,crow,raven,pigeon,dove,seagull,parakeet,budgie,hawk,falcon,hummingbird,hummingbirds,jay,jays,blue jay,blue jays,cardinal,cardinals,finch,finches,bluebird,bluebirds,quail,quails,pheasant,pheasants,magpie,magpies,kingfisher,kingfishers,ibis,albatross,roadrunner,roadrunners,macaw,macaws,cockatoo,cockatoos,canary,canaries,lovebird,lovebirds,starling,starlings,wren,wrens,blackbird,blackbirds,blue tit,blue tits,great tit,kookaburra|pájaro,pájaros,ave,loro,águila,colibrí|oiseau,oiseaux,perroquet,aigle,colibri|vogel,vögel,papagei,adler,kolibri|鸟,小鸟,鹦鹉,蜂鸟
owl|own:owl|s|owls|búho,búhos,lechuza|hibou,hiboux,chouette|eule,eulen|猫头鹰
fish|fish|s|fishes,goldfish,koi,salmon,trout,clownfish,guppy,guppies,minnow,minnows|pez,peces,pescado|poisson,poissons|fisch,fische|鱼,金鱼
butterfly|butterfly|s|butterflies|mariposa,mariposas|papillon,papillons|schmetterling,schmetterlinge|蝴蝶
bee|own:bee|s|bees,bumblebee|abeja,abejas|abeille,abeilles|biene,bienen,hummel|蜜蜂
ladybug|own:ladybug|s|ladybugs,ladybird,ladybirds|mariquita,mariquitas|coccinelle|marienkäfer|瓢虫
spider|spider|s|spiders,tarantula,tarantulas,black widow|araña,arañas|araignée|spinne,spinnen|蜘蛛
snail|snail|s|snails|caracol,caracoles|escargot|schnecke,schnecken|蜗牛
frog|own:frog|s|frogs,toad|rana,ranas,sapo|grenouille,crapaud|frosch,frösche,kröte|青蛙
turtle|lucide:turtle|s|turtles,tortoise,sea turtle,sea turtles|tortuga,tortugas|tortue,tortues|schildkröte|乌龟,海龟
snake|own:snake|m|snakes,cobra,python,rattlesnake|serpiente,serpientes,culebra|serpent,serpents|schlange,schlangen|蛇
worm|lucide:worm|s|worms,earthworm|gusano,lombriz|ver,vers|wurm,würmer|虫,蠕虫
lion|own:lion|l|lions,lioness,lion cub,lion cubs|león,leones,leona|lion,lions,lionne|löwe,löwen|狮子,狮,舞狮
tiger|own:tiger|l|tigers,tiger cub,tiger cubs|tigre,tigres|tigre,tigres|tiger|老虎
elephant|own:elephant|l|elephants|elefante,elefantes|éléphant,éléphants|elefant,elefanten|大象
giraffe|own:giraffe|l|giraffes|jirafa,jirafas|girafe,girafes|giraffe,giraffen|长颈鹿
zebra|own:zebra|l|zebras|cebra,cebras|zèbre|zebra,zebras|斑马
monkey|own:monkey|m|monkeys,ape,apes,chimp,chimps,chimpanzee,chimpanzees,baboon,baboons,orangutan,orangutans|mono,monos|singe,singes|affe,affen|猴子,猴
bear|own:bear|l|bears,polar bear,polar bears,grizzly,bear cub,bear cubs,cub,cubs|oso,osos|ours|bär,bären|熊
teddy bear|own:teddy|m|teddy,teddies|osito de peluche,peluche|ours en peluche,nounours,ourson|teddybär,teddy|泰迪熊,玩具熊
panda|lucide:panda|l|pandas|panda|panda|panda|熊猫
fox|own:fox|m|foxes,fox cub,fox cubs|zorro,zorros|renard,renards|fuchs,füchse|狐狸
wolf|own:wolf|m|wolves|lobo,lobos|loup,loups|wolf,wölfe|狼
deer|deer|l|reindeer,fawn,stag|ciervo,ciervos,reno|cerf,biche,renne|hirsch,reh,rentier|鹿,驯鹿
squirrel|lucide:squirrel|s|squirrels|ardilla,ardillas|écureuil|eichhörnchen|松鼠
hedgehog|own:hedgehog|s|hedgehogs|erizo|hérisson|igel|刺猬
penguin|own:penguin|m|penguins|pingüino,pingüinos|pingouin,manchot|pinguin,pinguine|企鹅
whale|own:whale|l|whales,orca,orcas,killer whale,beluga,belugas,beluga whale|ballena,ballenas,beluga,belugas|baleine,baleines,béluga,bélugas|wal,wale,beluga,weißwal|鲸,鲸鱼,白鲸
dolphin|own:dolphin|l|dolphins|delfín,delfines|dauphin,dauphins|delfin,delfine|海豚
shark|own:shark|l|sharks|tiburón,tiburones|requin,requins|hai,haie|鲨鱼
octopus|own:octopus|m|octopuses,octopi|pulpo|pieuvre,poulpe|krake,oktopus|章鱼
crab|own:crab|s|crabs|cangrejo|crabe|krabbe,krebs|螃蟹
starfish|own:starfish|s|starfishes,sea star|estrella de mar|étoile de mer|seestern|海星
shell|lucide:shell|s|shells,seashell,seashells|concha,caracola|coquillage|muschel|贝壳
shrimp|lucide:shrimp|s|shrimps,prawn|gamba,camarón|crevette|garnele|虾
bat|bat|s|bats|murciélago|chauve-souris|fledermaus|蝙蝠
dinosaur|own:dinosaur|l|dinosaurs,dino,dinos,t-rex,t rex,trex,tyrannosaurus,tyrannosaurus rex|dinosaurio,dinosaurios|dinosaure,dinosaures,tyrannosaure,tyrannosaures|dinosaurier,dino,tyrannosaurus|恐龙,霸王龙
dragon|dragon|l|dragons|dragón,dragones|dragon,dragons|drache,drachen|龙
unicorn|own:unicorn|l|unicorns|unicornio,unicornios|licorne,licornes|einhorn,einhörner|独角兽
mermaid|own:mermaid|m|mermaids|sirena,sirenas|sirène|meerjungfrau|美人鱼
fairy|own:fairy|m|fairies|hada,hadas|fée,fées|fee,feen|仙女
princess|own:princess|m|princesses,queen,queens|princesa,princesas,reina|princesse,princesses,reine|prinzessin,königin|公主,王后,女王
king|own:king|m|kings,prince,princes,pharaoh,pharaohs|rey,reyes,príncipe,faraón|roi,rois,prince,pharaon|könig,prinz,pharao|国王,王子
knight|own:knight|m|knights|caballero|chevalier|ritter|骑士
ghost|ghost|m|ghosts|fantasma,fantasmas|fantôme,fantômes|gespenst,geist|鬼,幽灵
robot|robot|m|robots|robot,robots|robot,robots|roboter|机器人
alien|alien|m|aliens|extraterrestre,alienígena|extraterrestre|außerirdischer,alien|外星人
ufo|ufo|m|ufos,spaceship,flying saucer|ovni,platillo volante|ovni,soucoupe volante|ufo,raumschiff|飞碟
crown|crown|s|crowns,tiara|corona|couronne|krone|皇冠
wizard|own:wizard|m|wizards,witch,witches,sorcerer|mago,bruja|sorcier,sorcière|zauberer,hexe|巫师,女巫
rocket|rocket|m|rockets,rocket ship,rocket ships,rocketship,spaceship rocket|cohete,cohetes|fusée,fusées|rakete,raketen|火箭
car|car|m|cars,automobile,hot rod,hot rods,race car,racing car,race cars,jeep,limousine,limo,limos,convertible,convertibles|coche,coches,carro,auto,coche de carreras,coches de carreras|voiture,voitures,voiture de course,voitures de course|auto,autos,wagen,rennwagen,rennauto|汽车,车,小汽车
bus|bus|l|buses,school bus|autobús,autobuses|bus,autobus|bus,busse|公共汽车,巴士,公交车
truck|truck|l|trucks,lorry,garbage truck,dump truck,tow truck,monster truck,monster trucks,food truck,food trucks|camión,camiones|camion,camions|lastwagen,lkw|卡车
fire truck|firetruck|l|firetruck,fire engine|camión de bomberos|camion de pompiers,camions de pompiers,voiture de pompiers,voitures de pompiers|feuerwehrauto,feuerwehrautos,feuerwehr|消防车
ambulance|ambulance|l|ambulances|ambulancia|ambulance|krankenwagen|救护车
tractor|tractor|l|tractors|tractor|tracteur|traktor,trecker|拖拉机
train|train|l|trains,steam train,steam trains,steam locomotive,locomotive,steam engine,steam engines,freight train,choo choo train,choo-choo train,choo choo|tren,trenes,tren de vapor,locomotora|train,trains,train à vapeur,locomotive|zug,züge,eisenbahn,dampflok,lokomotive|火车,蒸汽火车
plane|plane|m|planes,airplane,aeroplane,aircraft,jet|avión,aviones|avion,avions|flugzeug,flugzeuge|飞机
helicopter|helicopter|m|helicopters|helicóptero|hélicoptère|hubschrauber|直升机
boat|lucide:sailboat|m|boats,sailboat,yacht|barco,barcos,velero,bote|bateau,bateaux,voilier|boot,boote,segelboot|船,小船,帆船,龙舟
ship|ship|l|ships,pirate ship,ferry,cruise ship,ocean liner,ark,noah's ark,longship,longships,viking ship|buque,barco pirata,arca,arca de noé|navire,paquebot,arche,arche de noé|schiff,schiffe,arche,arche noah,piratenschiff,piratenschiffe|轮船,大船,诺亚方舟,方舟
submarine|submarine|l|submarines|submarino|sous-marin|u-boot|潜水艇
bike|bike|m|bikes,bicycle,bicycles|bicicleta,bici|vélo,bicyclette|fahrrad,rad|自行车
scooter|scooter|m|scooters|patinete|trottinette|roller|滑板车
motorbike|motorbike|m|motorcycle,motorbikes,moped,mopeds|moto,motocicleta|moto|motorrad|摩托车
balloon|balloon|s|balloons|globo,globos|ballon,ballons|ballon,luftballon|气球
hot air balloon|air-balloon|l|hot-air balloon,air balloon|globo aerostático|montgolfière|heißluftballon|热气球
kite|own:kite|s|kites|cometa,papalote|cerf-volant|drachen steigen,flugdrachen|风筝
house|home|l|houses,home,cottage,hut,cabin,log cabin,roof,roofs|casa,casas,hogar|maison,maisons|haus,häuser|房子,家,房屋
castle|building-castle|l|castles,palace,fort,forts,fortress,fortresses,blanket fort|castillo,castillos,palacio,fortaleza|château,châteaux,forteresse|schloss,burg,festung|城堡,堡垒
school|lucide:school|l|schools|escuela,colegio|école|schule|学校
church|building-church|l|churches,cathedral,cathedrals,chapel,chapels|iglesia|église|kirche|教堂
lighthouse|building-lighthouse|l|lighthouses|faro|phare|leuchtturm|灯塔
windmill|own:windmill|l|windmills|molino,molino de viento|moulin,moulin à vent|windmühle|风车
pinwheel|windmill|s|pinwheels|molinillo|moulinet|windrädchen|纸风车
tent|tent|m|tents,camping,campsite,campsites,campground,campgrounds|tienda de campaña,carpa,campamento,acampada|tente,camping,campement|zelt,zeltplatz,campingplatz,zelten|帐篷,露营,营地
bridge|building-bridge|l|bridges|puente|pont|brücke|桥
building|building|l|buildings,office building,block of flats,apartment,apartments,apartment building,flats|edificio,edificios|bâtiment,immeuble|gebäude,hochhaus|建筑,大楼
tunnel|building-tunnel|l|tunnels|túnel,túneles|tunnel,tunnels|tunnel|隧道
soccer player|play-football|m|football player,soccer players,football players,footballer,footballers|futbolista,futbolistas,jugador de fútbol|footballeur,footballeuse,joueur de foot,joueur de football|fußballer,fußballspieler,fußballerin|足球运动员
basketball player|play-basketball|m|basketball players|baloncestista,jugador de baloncesto|basketteur,basketteuse,joueur de basket|basketballspieler,basketballer|篮球运动员
volleyball player|play-volleyball|m|volleyball players,volleyball|voleibol,jugador de voleibol|volley,volley-ball,joueur de volley|volleyball,volleyballspieler|排球
runner|run|m|runners,jogger,joggers|corredor,corredora|coureur,coureuse|läufer,läuferin|跑步者
swimmer|swimming|m|swimmers|nadador,nadadora|nageur,nageuse|schwimmer,schwimmerin|游泳者
basketball hoop|own:basketball-hoop|m|basketball hoops,hoop,hoops,basket hoop|canasta,aro de baloncesto|panier de basket|basketballkorb|篮筐
coral|own:coral|m|corals,coral reef,coral reefs,reef,reefs|coral,corales,arrecife,arrecife de coral|corail,coraux,récif,récif de corail|koralle,korallen,riff,korallenriff|珊瑚,珊瑚礁
magic spell|sparkles|s|spell,spells|hechizo,hechizos|sortilège,sortilèges|zauberspruch,zaubersprüche|咒语
tree|tree|l|trees,forest,woods,jungle,rainforest,oak,oaks,oak tree,eucalyptus,willow,birch,baobab,gum tree,gum trees,bush,bushes,shrub,shrubs,the bush|árbol,árboles,bosque,selva,roble,eucalipto,sauce,abedul|arbre,arbres,forêt,chêne,eucalyptus,saule,bouleau|baum,bäume,wald,eiche,eukalyptus,birke,dschungel,urwald,regenwald|树,森林,橡树,丛林
palm tree|lucide:tree-palm|l|palm,palms|palmera|palmier|palme|棕榈树
flower|flower|s|flowers,rose,roses,tulip,daisy,garden,gardens,poppy,poppies,bouquet,bouquets,bunch of flowers|flor,flores,rosa,jardín|fleur,fleurs,rose,jardin|blume,blumen,rose,garten|花,花朵,玫瑰,花园
mushroom|own:mushroom|s|mushrooms,toadstool|seta,hongo,champiñón|champignon|pilz,pilze|蘑菇
leaf|leaf|s|leaves|hoja,hojas|feuille,feuilles|blatt,blätter|叶子,树叶,落叶
cactus|cactus|m|cacti|cactus|cactus|kaktus|仙人掌
plant|plant|m|plants,houseplant,flower pot,flowerpot,potted plant|planta,plantas|plante,plantes|pflanze,pflanzen|植物
sun|sun|m|sunny,sunshine|sol|soleil|sonne|太阳,晴天
moon|moon|m|moons|luna|lune|mond|月亮,月球
skull|skull|s|skulls,sugar skull,sugar skulls|calavera,cráneo,calavera de azúcar,calaveras de azúcar|crâne,crânes|totenkopf,schädel|骷髅,头骨
star|star|s|stars|estrella,estrellas|étoile,étoiles|stern,sterne|星星,星
cloud|cloud|m|clouds,sky|nube,nubes,cielo|nuage,nuages,ciel|wolke,wolken,himmel|云,云朵,天空
rain|cloud-rain|m|raindrops,raindrop,rainy|lluvia|pluie|regen|雨
snow|snowflake|s|snowflake,snowflakes,snowy,frost,frosty|nieve,copo de nieve,escarcha|neige,flocon,givre|schnee,schneeflocke,raureif|雪,雪花,霜
rainbow|rainbow|l|rainbows|arcoíris,arco iris,arcoiris|arc-en-ciel,arc en ciel|regenbogen|彩虹
mountain|mountain|l|mountains,hill,hills,mount fuji,mount everest,everest,volcano mountain|montaña,montañas|montagne,montagnes|berg,berge|山,高山
volcano|own:volcano|l|volcanoes|volcán|volcan|vulkan|火山
island|own:island|l|islands,beach,coast,coasts,coastline,seaside,shore,seashore|isla,playa,costa,orilla del mar|île,plage,côte,littoral,bord de mer|insel,strand,küste,meeresküste|岛,海岛,海滩,海岸,海边
sea|ripple|l|ocean,waves,water,lake,tide,tides|mar,océano,agua,lago,lagos|mer,océan,eau,lac|meer,ozean,wasser,see|大海,海,海洋,湖,湖边
umbrella|umbrella|s|umbrellas|paraguas|parapluie|regenschirm|雨伞,伞
snowman|snowman|m|snowmen|muñeco de nieve|bonhomme de neige|schneemann|雪人
apple|apple|s|apples|manzana,manzanas|pomme,pommes|apfel,äpfel|苹果
banana|banana|s|bananas|plátano,plátanos,banana|banane,bananes|banane,bananen|香蕉
cherry|cherry|s|cherries|cereza,cerezas|cerise,cerises|kirsche,kirschen|樱桃
strawberry|own:strawberry|s|strawberries|fresa,fresas|fraise,fraises|erdbeere,erdbeeren|草莓
grapes|lucide:grape|s|grape|uvas,uva|raisin,raisins|trauben,traube|葡萄
lemon|lemon|s|lemons|limón|citron|zitrone|柠檬
carrot|carrot|s|carrots|zanahoria,zanahorias|carotte,carottes|karotte,möhre|胡萝卜
pumpkin|pumpkin-scary|m|pumpkins,halloween,jack-o-lantern,jack-o-lanterns,jack o lantern,jack-o'-lantern|calabaza|citrouille|kürbis|南瓜
pizza|pizza|s|pizzas|pizza|pizza|pizza|披萨
cake|cake|s|cakes,birthday,birthday cake,wedding cake,wedding cakes|pastel,tarta,cumpleaños|gâteau,anniversaire,galette,galette des rois|kuchen,torte,geburtstag|蛋糕,生日
cupcake|lucide:cupcake|s|cupcakes,muffin|magdalena|cupcake|muffin|纸杯蛋糕
ice cream|ice-cream|s|icecream,ice creams,ice-cream,ice cream cone,ice cream cones,cone,cones|helado,helados,cucurucho,cucuruchos|glace,glaces,cornet de glace|eis,eiscreme,eistüte,eiswaffel|冰淇淋,冰淇淋甜筒,甜筒
cookie|cookie|s|cookies,biscuit|galleta,galletas|biscuit,cookie|keks,kekse,plätzchen,plätzchenbacken|饼干,月饼
candy|candy|s|candies,sweets|caramelo,dulce|bonbon|bonbon,süßigkeiten|糖果
lollipop|lucide:lollipop|s|lollipops|piruleta,chupachups|sucette,sucettes|lutscher|棒棒糖
donut|lucide:donut|s|donuts,doughnut|dona,rosquilla|beignet|donut|甜甜圈
bread|bread|s|loaf|pan|pain|brot|面包
cheese|cheese|s||queso|fromage|käse|奶酪
burger|burger|s|hamburger,burgers|hamburguesa|hamburger|hamburger|汉堡
egg|egg|s|eggs,easter,easter egg,easter eggs,humpty dumpty,humpty|huevo,huevos,pascua|œuf,oeuf,pâques|ei,eier,ostern|鸡蛋,蛋
milk|milk|s||leche|lait|milch|牛奶
christmas tree|christmas-tree|l|christmas|árbol de navidad,navidad|sapin,noël|weihnachtsbaum,weihnachten|圣诞树,圣诞
gift|gift|s|gifts,present,presents|regalo,regalos|cadeau,cadeaux|geschenk,geschenke|礼物
ball|ball-football|s|balls,football,soccer|pelota,balón,fútbol,futbol|balle,ballon de foot,au foot,le foot,du foot,de foot,match de foot|ball,fußball,fussball|球,足球
book|book|s|books,story,stories,storybook,storybooks,bedtime story,fairy tale book|libro,libros,cuento,cuentos,historia|livre,livres,histoire,histoires,conte,contes|buch,bücher,geschichte,geschichten,märchenbuch|书,故事,讲故事
guitar|lucide:guitar|m|guitars,ukulele,ukuleles|guitarra|guitare|gitarre|吉他
piano|piano|m||piano|piano|klavier|钢琴
drum|lucide:drum|s|drums,drum kit,drum kits,drum set,drum sets,drumkit|tambor|tambour|trommel,schlagzeug|鼓
girl|woman|m|girls,woman,women,daughter,mom,mother,mum,mummy,mommy,lady,sister,grandma,grandmother,granny,aunt,aunts,auntie,goldilocks,little red riding hood,red riding hood,gretel,nana,nanna,girl scout,brownie guide|niña,mujer,mamá,hija,abuela,abuelita,hermana,tía,mami,caperucita,caperucita roja,madre,nieta|fille,femme,maman,mamie,mémé,grand-mère,sœur,tata,petit chaperon rouge,chaperon rouge,boucle d'or|mädchen,frau,mama,tochter,oma,großmutter,schwester,tante,rotkäppchen|女孩,女人,妈妈,奶奶,外婆,姐姐,妹妹,小红帽
boy|man|m|boys,man,men,son,dad,daddy,father,brother,grandpa,grandfather,player,players,uncle,uncles,hansel,grandad,granddad,grandpa bear,scout,scouts,cub scout,boy scout|niño,hombre,papá,hijo,jugador,abuelo,abuelito,hermano,tío,papi,nieto|garçon,homme,papa,fils,joueur,papi,papy,pépé,grand-père,frère,tonton,scouts|junge,mann,papa,sohn,spieler,opa,großvater,bruder,onkel,fussballspieler,hänsel,pfadfinder|男孩,男人,爸爸,爷爷,外公,哥哥,弟弟,叔叔
baby|mood-kid|s|babies,kid,kids,child,children,toddler,toddlers,class,classes,classmates,pupils,baby shower|bebé,niños,clase,compañeros,baby shower|bébé,enfant,enfants,classe,élèves|baby,kind,kinder,klassenkameraden|宝宝,婴儿,孩子,同学,迎婴派对
family|friends|m|friends,friend,people,person,cousin,cousins,neighbour,neighbours,neighbor,neighbors,couple,couples,crowd,crowds,audience,team,teams,choir,choirs|familia,amigos,primo,prima,primos,primas,vecino,vecina,vecinos,vecinas,pareja,parejas,multitud,equipo,coro|famille,amis,cousine,cousines,voisin,voisine,voisins,foule,équipe,chorale|familie,freunde,cousine,vetter,nachbar,nachbarin,nachbarn,menschenmenge,publikum,mannschaft,chor|家人,朋友,表哥,表姐,表弟,表妹,邻居,人群,观众,球队,合唱团,情侣
face|own:smiley-face|m|faces,smiley,smileys,emoji,emojis,emoticon,emoticons,feelings,emotions,feelings faces,emotion faces|cara,carita,caras,emociones,sentimientos|visage,visages,émoji,émojis,émotions,emotions,sentiments|gesicht,gesichter,gefühle,emotionen|脸,笑脸,表情,情绪
eye|lucide:eye|m|eyes,eyeball,eyeballs|ojo,ojos|œil,yeux|auge,augen|眼睛
ear|lucide:ear|m|ears|oreja,orejas|oreille,oreilles|ohr,ohren|耳朵
hand|hand-stop|m|hands,handprint,handprints,hand print,hand prints|mano,manos|mains|hände|手,手印
brain|lucide:brain|m|brains|cerebro|cerveau|gehirn|大脑
mustache|moustache|s|mustaches,moustache,moustaches|bigote,bigotes|moustaches|schnurrbart|胡子
astronaut|own:astronaut|m|astronauts,spaceman|astronauta|astronaute|astronaut|宇航员
pirate|own:pirate|m|pirates|pirata,piratas|pirate,pirates|pirat,piraten|海盗
sword|sword|s|swords|espada|épée|schwert|剑
treasure|treasure-chest|s|treasure chest|tesoro|trésor|schatz|宝藏
anchor|anchor|s|anchors|ancla|ancre|anker|锚
planet|planet|m|planets,saturn,space,outer space,solar system|planeta,espacio,sistema solar|planète,espace,système solaire|planet,weltraum,weltall,universum,sonnensystem|星球,行星,太空,宇宙,太阳系
earth|lucide:earth|m|world,planet earth|tierra,mundo|terre,monde|erde,welt|地球
heart|heart|s|hearts,love,valentine,valentines,heartbeat,heartbeats|corazón|cœur|herz|心,爱心
clock|clock|s|clocks|reloj|horloge|uhr|钟
lamp|lamp|s|lamps|lámpara|lampe|lampe|灯
chair|armchair|s|chairs,armchair,nook,reading nook,reading corner|silla|chaise,fauteuil|stuhl,sessel|椅子
bed|bed|m|beds,bedtime,bedroom,bedrooms|cama,dormitorio,habitación|lit,chambre,chambres|bett,schlafzimmer,kinderzimmer|床,卧室
candle|candle|s|candles|vela,velas|bougie,bougies|kerze,kerzen|蜡烛
magic wand|wand|s|wand,wands,magic wands|varita,varita mágica|baguette magique|zauberstab|魔杖,魔法棒
yarn|yarn|s|ball of yarn,wool,knitting|ovillo,lana|pelote,laine|wollknäuel,wolle|毛线,毛线球
acorn|acorn|s|acorns|bellota,bellotas|gland,glands|eichel,eicheln|橡果,橡子
feather|feather|s|feathers|pluma,plumas|plume,plumes|feder,federn|羽毛
bone|bone|s|bones|hueso,huesos|os|knochen|骨头
paw print|paw|s|paw,paws,paw prints,pawprint,footprint,footprints|huella,huellas,pata|empreinte,patte|pfote,pfotenabdruck|爪印,脚印
trophy|trophy|s|trophies|trofeo|trophée|pokal,trophäe|奖杯
medal|medal|s|medals|medalla|médaille|medaille|奖牌
flag|flag|s|flags|bandera|drapeau|flagge,fahne|旗,旗子,旗帜
camera|camera|s|cameras|cámara|appareil photo|kamera,fotoapparat|相机,照相机
puzzle|puzzle|s|puzzles,jigsaw,puzzle piece|rompecabezas|casse-tête|puzzleteil|拼图
dice|lucide:dice-5|s|dices|dado,dados|dé,dés|würfel|骰子
bell|bell|s|bells|campana,campanas|cloche,cloches|glocke,glocken|铃,铃铛
key|key|s|keys|llave,llaves|clé,clef|schlüssel|钥匙
backpack|backpack|s|backpacks,schoolbag,rucksack|mochila|sac à dos,cartable|rucksack,schulranzen|书包,背包
pencil|pencil|s|pencils,crayon,crayons|lápiz,lápices,crayón|crayon,crayons|bleistift,buntstift|铅笔,蜡笔
paintbrush|lucide:paintbrush|s|brush,brushes,paint brush|pincel|pinceau|pinsel|画笔,刷子
palette|lucide:palette|s|paint palette,palettes|paleta,pinturas|palette|palette,farbpalette|调色板
shoe|shoe|s|shoes,boot,boots,sneaker,sneakers,wellies,wellington boots,rain boots,rainboots|zapato,zapatos,bota|chaussure,chaussures,botte|schuh,schuhe,stiefel|鞋,鞋子,雨靴
glasses|lucide:glasses|s|spectacles,sunglasses|gafas,lentes|lunettes|brille|眼镜
sofa|sofa|m|couch,sofas,living room,living rooms,lounge|sofá,salón,sala de estar|canapé,salon|sofa,couch,wohnzimmer|沙发,客厅
bathtub|bath|m|bath,tub,bathtubs,bath time,bathtime|bañera,tina,baño,hora del baño|baignoire,bain,heure du bain|badewanne,baden|浴缸,洗澡
crane|crane|l|cranes|grúa|grue|kran|起重机,吊车
bulldozer|bulldozer|m|bulldozers,digger,diggers,excavator|excavadora,topadora|bulldozer,pelleteuse|bagger,planierraupe|推土机,挖掘机
skateboard|skateboard|s|skateboards,skate,skateboarding|monopatín,patineta|planche à roulettes,skate|skateboard|滑板
canoe|kayak|m|canoes,kayak,kayaks|canoa,kayak|canoë,kayak|kanu,kajak|独木舟,皮划艇
taxi|lucide:car-taxi-front|m|taxis,cab|taxi|taxi|taxi|出租车
camper|lucide:caravan|m|caravan,campervan,trailer|caravana|caravane,camping-car|wohnwagen|房车
croissant|lucide:croissant|s|croissants|cruasán,medialuna|croissant|croissant,hörnchen|羊角面包,牛角包
sandwich|lucide:sandwich|s|sandwiches|sándwich,bocadillo|sandwich|sandwich,brötchen|三明治
popcorn|lucide:popcorn|s|pop corn|palomitas|pop-corn|popcorn|爆米花
salad|lucide:salad|s|salads|ensalada|salade|salat|沙拉
soup|lucide:soup|s|soups|sopa|soupe|suppe|汤
drumstick|lucide:drumstick|s|chicken leg,drumsticks|muslo de pollo|cuisse de poulet|hähnchenschenkel,keule|鸡腿
candy cane|lucide:candy-cane|s|candy canes|bastón de caramelo|sucre d'orge,canne en sucre|zuckerstange|拐杖糖
chocolate|chocolate|s|chocolate bar,chocolates|chocolate,chocolatina|chocolat|schokolade|巧克力
wheat|wheat|s|grain,corn field,harvest|trigo|blé|weizen,getreide|小麦,麦子
clover|clover|s|four-leaf clover,shamrock|trébol|trèfle|kleeblatt,klee|四叶草,三叶草
tornado|tornado|m|tornadoes,twister,whirlwind|tornado|tornade|tornado,wirbelsturm|龙卷风
lightning|bolt|s|lightning bolt,thunder,thunderstorm|rayo,relámpago|éclair,foudre|blitz,gewitter|闪电,雷电
comet|comet|s|comets,shooting star,shooting stars,meteor,meteors,meteorite,asteroid,asteroids|cometa,estrella fugaz|comète,étoile filante|komet,sternschnuppe|彗星,流星
satellite|satellite|m|satellites,space station|satélite|satellite|satellit|卫星
microphone|microphone|s|microphones,mic|micrófono|micro,microphone|mikrofon|麦克风,话筒
hospital|lucide:hospital|l|hospitals|hospital|hôpital|krankenhaus|医院
shop|lucide:store|l|shops,store,stores,market,cafe,café,bakery,supermarket|tienda,mercado,panadería,supermercado,supermercados,tiendita|magasin,boutique,marché,boulangerie,supermarché,supermarchés,épicerie|laden,geschäft,markt,bäckerei,supermarkt|商店,超市
stethoscope|lucide:stethoscope|s|stethoscopes|estetoscopio|stéthoscope|stethoskop|听诊器
television|lucide:tv|m|tv,televisions|televisión,tele|télévision,télé|fernseher|电视,电视机
pine tree|lucide:tree-pine|l|pine,pines,fir,fir tree|pino,abeto|sapin,pin|tanne,kiefer,tannenbaum|松树,杉树
basketball|ball-basketball|s|basketballs|baloncesto,básquetbol|ballon de basket|basketball|篮球
baseball|ball-baseball|s|baseballs,home run,home runs|béisbol|baseball|baseball|棒球
sprout|seedling|s|seedling,seedlings,sprouts,seed,seeds|brote,semilla|pousse,graine|keimling,samen,spross|幼苗,嫩芽,种子
winter|snowman|m|wintertime|invierno|hiver|winter|冬天,冬季
autumn|leaf-maple|s|autumn leaves,fall leaves,maple leaf,maple|otoño,hoja de arce|automne,érable|herbst,ahornblatt|秋天,秋季,枫叶
spring|flower|s|springtime|primavera|printemps|frühling|春天,春季
summer|sun|m|summertime|verano|été|sommer|夏天,夏季
koala|own:koala|m|koalas,koala bear|koala|koala|koala|考拉,树袋熊
hippo|own:hippo|l|hippos,hippopotamus|hipopótamo|hippopotame,hippo|nilpferd,flusspferd|河马
crocodile|own:crocodile|l|crocodiles,alligator,alligators,croc|cocodrilo,caimán|crocodile,alligator|krokodil,alligator|鳄鱼
flamingo|own:flamingo|m|flamingos,flamingoes|flamenco|flamant,flamant rose|flamingo|火烈鸟
seahorse|own:seahorse|s|seahorses,sea horse|caballito de mar|hippocampe|seepferdchen|海马
jellyfish|own:jellyfish|s|jellyfishes,jelly fish|medusa,medusas|méduse|qualle,quallen|水母
caterpillar|own:caterpillar|s|caterpillars|oruga|chenille|raupe|毛毛虫
llama|own:llama|l|llamas,alpaca,alpacas|llama,alpaca|lama,alpaga|lama,alpaka|羊驼
peacock|own:peacock|m|peacocks,peafowl|pavo real|paon|pfau|孔雀
seal|own:seal|m|seals,sea lion,sea lions|foca,focas,león marino,leones marinos|phoque,phoques,lion de mer,lions de mer,otarie,otaries|robbe,seehund,seelöwe,seelöwen|海豹,海狮
camel|own:camel|l|camels,dromedary|camello|chameau,dromadaire|kamel|骆驼
raccoon|own:raccoon|m|raccoons,racoon|mapache|raton laveur|waschbär|浣熊
narwhal|own:narwhal|l|narwhals|narval|narval|narwal|独角鲸
watermelon|own:watermelon|s|watermelons|sandía|pastèque|wassermelone|西瓜
pear|own:pear|s|pears|pera|poire|birne|梨
pineapple|own:pineapple|s|pineapples|piña|ananas|ananas|菠萝
corn|own:corn|s|sweetcorn,corncob,maize|maíz,mazorca|maïs|mais,maiskolben|玉米
ballerina|own:ballerina|m|ballerinas,ballet dancer,ballet,dancer,dancers|bailarina|ballerine,danseuse|ballerina,balletttänzerin|芭蕾舞演员,芭蕾
firefighter|own:firefighter|m|firefighters,fireman,firemen|bombero,bomberos|pompier,pompiers|feuerwehrmann|消防员
doctor|own:doctor|m|doctors,nurse,vet,dentist|médico,doctor,doctora,enfermera,dentista|médecin,docteur,infirmière,dentiste|arzt,ärztin,doktor,zahnarzt,zahnärztin|医生,护士,牙医
santa|own:santa|m|santa claus,father christmas|papá noel,santa claus|père noël|weihnachtsmann,nikolaus|圣诞老人
picnic|picnic-table|m|picnics,picnic table|picnic,pícnic|pique-nique|picknick|野餐
night|moon-stars|m|nighttime,night sky,midnight|noche,medianoche|nuit,minuit|nacht,mitternacht|夜晚,晚上,夜空,午夜
campfire|campfire|s|campfires,bonfire,camp fire|fogata,hoguera|feu de camp|lagerfeuer|篝火
fountain|fountain|m|fountains|fuente|fontaine|brunnen,springbrunnen|喷泉
roller coaster|rollercoaster|l|rollercoaster,roller coasters|montaña rusa|montagnes russes|achterbahn|过山车
iceberg|iceberg|l|icebergs|iceberg|iceberg|eisberg|冰山
ice skate|ice-skating|s|ice skates,ice skating,skates,ice skater,ice skaters,figure skater,figure skaters|patín de hielo,patines|patin à glace|schlittschuh|冰鞋,溜冰鞋
roller skate|roller-skating|s|roller skates,roller skating|patín,patines de ruedas|patin à roulettes|rollschuh|旱冰鞋
sock|sock|s|socks,stocking,stockings|calcetín,calcetines|chaussette,chaussettes|socke,socken|袜子
circus|building-circus|l|circus tent,big top|circo|cirque|zirkus|马戏团,马戏
eiffel tower|building-eiffel-tower|l|paris|torre eiffel|tour eiffel|eiffelturm|埃菲尔铁塔
skyscraper|building-skyscraper|l|skyscrapers,tower,tall building|rascacielos|gratte-ciel|wolkenkratzer,hochhaus|摩天大楼
city|buildings|l|cities,town,towns,skyline,skylines,rooftop,rooftops|ciudad,pueblo|ville|stadt|城市
stadium|building-stadium|l|stadiums,arena|estadio|stade|stadion|体育场
fire hydrant|fire-hydrant|s|hydrant|hidrante,boca de incendios|bouche d'incendie|hydrant|消防栓
fire extinguisher|fire-extinguisher|s|extinguisher|extintor|extincteur|feuerlöscher|灭火器
teapot|teapot|s|teapots,kettle,tea,tea party,tea parties|tetera,té|théière,thé|teekanne,tee|茶壶,茶
mug|mug|s|mugs,cup,cups,cup of tea,cup of coffee|taza|tasse|tasse,becher|杯子,马克杯
bottle|bottle|s|bottles|botella|bouteille|flasche|瓶子
ham|meat|s|meat,roast|jamón,carne|jambon,viande|schinken,fleisch|火腿,肉
rocking chair|rocking-chair|m|rocking chairs|mecedora|fauteuil à bascule|schaukelstuhl|摇椅
game controller|device-gamepad|s|video game,video games,gamepad,controller|videojuego,mando|manette,jeu vidéo|controller,videospiel|游戏机,手柄
ferris wheel|lucide:ferris-wheel|l|big wheel|noria|grande roue|riesenrad|摩天轮
popsicle|lucide:popsicle|s|popsicles,ice lolly,ice pop|paleta helada,polo|glace à l'eau,esquimau|eis am stiel|冰棍,冰棒
chicken coop|own:chicken-coop|m|chicken coops,coop,coops,hen house,hen houses,henhouse,henhouses|gallinero,gallineros|poulailler,poulaillers|hühnerstall,hühnerställe|鸡舍,鸡窝
doghouse|lucide:doghouse|m|kennel,dog house|caseta de perro|niche|hundehütte|狗窝
birdhouse|lucide:birdhouse|s|bird house,nest box,bird feeder,bird feeders,feeder|casita para pájaros|nichoir|vogelhaus|鸟屋
fishing rod|lucide:fishing-rod|s|fishing pole,fishing|caña de pescar,pesca,pescando|canne à pêche,à la pêche,pêcher|angelrute,angeln|鱼竿,钓鱼
hammer|lucide:hammer|s|hammers|martillo|marteau|hammer|锤子
scissors|lucide:scissors|s|pair of scissors|tijeras|ciseaux|schere|剪刀
toothbrush|lucide:toothbrush|s|toothbrushes|cepillo de dientes|brosse à dents|zahnbürste|牙刷,刷牙
basket|lucide:shopping-basket|s|baskets,shopping basket|cesta,canasta|panier|korb|篮子
fridge|lucide:refrigerator|m|refrigerator,fridges|nevera,refrigerador|frigo,réfrigérateur|kühlschrank|冰箱
factory|lucide:factory|l|factories|fábrica|usine|fabrik|工厂
fence|lucide:fence|m|fences|valla,cerca|clôture,barrière|zaun|栅栏,篱笆
museum|lucide:landmark|l|museums,temple|museo|musée|museum|博物馆
diving mask|scuba-mask|s|snorkel,scuba mask,goggles|gafas de buceo,esnórquel|masque de plongée,tuba|taucherbrille,schnorchel|潜水镜
kangaroo|own:kangaroo|l|kangaroos,wallaby,joey|canguro|kangourou|känguru|袋鼠
sloth|own:sloth|m|sloths|perezoso|paresseux|faultier|树懒
yeti|own:yeti|l|yetis,bigfoot,abominable snowman|yeti|yéti|yeti|雪人怪,大脚怪
phoenix|own:phoenix|m|firebird|fénix|phénix|phönix|凤凰,火凤凰
sunflower|own:sunflower|m|sunflowers|girasol,girasoles|tournesol|sonnenblume|向日葵
chef|own:chef|m|chefs,cook,baker|cocinero,chef|cuisinier,chef cuisinier,boulanger,boulangère|koch,köchin,bäcker|厨师
barn|own:barn|l|barns,farm,farms,farmyard,farmhouse,farmhouses,stable,stables|granero,granja|grange,ferme|scheune,bauernhof|谷仓,农场
police car|own:police-car|m|police cars,police|coche de policía,coche patrulla|voiture de police,police|polizeiauto,polizei|警车
police officer|own:police-officer|m|police officers,policeman,policemen,policewoman,policewomen,police man,police woman,cop,cops,officer,officers|policía,policías,agente de policía|policier,policière,policiers,gendarme,gendarmes|polizist,polizistin,polizisten|警察
robber|own:robber|m|robbers,thief,thieves,burglar,burglars,bandit,bandits|ladrón,ladrones,bandido,bandidos|voleur,voleurs,cambrioleur,cambrioleurs,bandit|räuber,dieb,diebe,einbrecher|小偷,强盗,盗贼
rhino|own:rhino|l|rhinos,rhinoceros|rinoceronte|rhinocéros|nashorn|犀牛
goat|own:goat|m|goats,kid goat|cabra,cabras|chèvre|ziege|山羊
swan|own:swan|m|swans|cisne|cygne|schwan|天鹅
hamster|own:hamster|s|hamsters,guinea pig,guinea pigs,gerbil,gerbils|hámster,cobaya,cobayo,conejillo de indias|hamster,cochon d'inde,cochons d'inde|hamster,meerschweinchen|仓鼠,豚鼠
meerkat|own:meerkat|s|meerkats|suricata,suricatas|suricate,suricates|erdmännchen|猫鼬,狐獴
lemur|own:lemur|m|lemurs,ring-tailed lemur|lémur,lémures|lémurien,lémuriens,maki|lemur,lemuren,katta|狐猴
witch hat|own:witch-hat|s|witch hats,witch's hat,wizard hat,wizard's hat,pointy hat|sombrero de bruja,sombrero de mago|chapeau de sorcière,chapeau de sorcier|hexenhut,zauberhut|巫师帽,女巫帽
wall|wall|m|walls,brick wall,stone wall|muro,pared,muralla|mur,muret|mauer,wand|墙,围墙
ant|own:ant|s|ants|hormiga,hormigas|fourmi,fourmis|ameise,ameisen|蚂蚁
dragonfly|own:dragonfly|s|dragonflies,dragon fly,damselfly,damselflies|libélula|libellule|libelle|蜻蜓
gorilla|own:gorilla|l|gorillas|gorila|gorille|gorilla|大猩猩
ostrich|own:ostrich|l|ostriches,emu,emus|avestruz,avestruces,emú,emúes|autruche,autruches,émeu,émeus|strauß,emu,emus|鸵鸟,鸸鹋
toucan|own:toucan|s|toucans|tucán|toucan|tukan|巨嘴鸟
superhero|own:superhero|m|superheroes,super hero,superman,supergirl,hero,heroes|superhéroe|super-héros|superheld|超级英雄,超人
clown|own:clown|m|clowns|payaso|clown|clown|小丑
bamboo|own:bamboo|m|bamboos|bambú|bambou|bambus|竹子,竹
scarf|own:scarf|s|scarves,scarfs|bufanda|écharpe|schal|围巾
donkey|own:donkey|l|donkeys,mule|burro,asno|âne|esel|驴
pyramid|pyramid|l|pyramids,egypt|pirámide|pyramide|pyramide|金字塔
telescope|telescope|m|telescopes|telescopio|télescope|teleskop,fernrohr|望远镜
broccoli|lucide:broccoli|s|brocoli|brócoli|brocoli|brokkoli|西兰花
compass|compass|s|compasses|brújula|boussole|kompass|指南针
map|lucide:map|s|maps,treasure map|mapa|carte|landkarte,karte|地图
van|lucide:van|m|vans,minivan|furgoneta|camionnette|lieferwagen,transporter|面包车
broom|lucide:broom|s|brooms,broomstick|escoba|balai|besen|扫帚
gingerbread man|cookie-man|s|gingerbread,gingerbread men|hombre de jengibre|bonhomme en pain d'épices|lebkuchenmann|姜饼人
pram|baby-carriage|m|stroller,pushchair,baby carriage|carrito de bebé,cochecito|poussette,landau|kinderwagen|婴儿车
shovel|shovel|s|spade,shovels|pala|pelle|schaufel,spaten|铲子
bucket|bucket|s|buckets,pail|cubo,balde|seau|eimer|水桶,桶
cable car|lucide:cable-car|l|gondola,cable cars|teleférico|téléphérique|seilbahn|缆车
parachute|parachute|m|parachutes|paracaídas|parachute|fallschirm|降落伞
drone|drone|s|drones|dron|drone|drohne|无人机
whistle|lucide:whistle|s|whistles|silbato|sifflet|pfeife,trillerpfeife|哨子
megaphone|lucide:megaphone|s|loudspeaker|megáfono|mégaphone|megafon|扩音器,喇叭
headphones|headphones|s|headphone,earphones|auriculares,cascos|casque,écouteurs|kopfhörer|耳机
radio|radio|s|radios|radio|radio|radio|收音机
flashlight|lucide:flashlight|s|torch,flashlights|linterna|lampe de poche|taschenlampe|手电筒
light bulb|bulb|s|lightbulb,bulb|bombilla,foco|ampoule|glühbirne|灯泡
bow and arrow|bow|s|archery,bow and arrows|arco y flecha|arc et flèche|pfeil und bogen|弓箭
arrow|archery-arrow|s|arrows,cupid's arrow|flecha,flechas|flèche,flèches|pfeil,pfeile|箭
coin|coins|s|coins,gold coin,gold coins,gold,money,pot of gold,treasure coins|moneda,monedas,oro,olla de oro|pièce,pièces,pièce d'or,or|münze,münzen,gold,goldmünze|硬币,金币
karate|karate|m|karate kid,martial arts,judo,taekwondo,kung fu|kárate,artes marciales|karaté,arts martiaux|karate,kampfsport|空手道,功夫,武术
dreidel|own:dreidel|s|dreidels|perinola,dreidel|toupie de hanoukka,dreidel|dreidel|陀螺
slug|own:slug|s|slugs|babosa,babosas|limace,limaces|nacktschnecke,nacktschnecken|鼻涕虫,蛞蝓
wasp|own:wasp|s|wasps,hornet,hornets,yellowjacket,yellowjackets|avispa,avispas|guêpe,guêpes,frelon|wespe,wespen,hornisse|黄蜂
triceratops|own:triceratops|l|triceratopses|tricerátops|tricératops|triceratops|三角龙
stegosaurus|own:stegosaurus|l|stegosauruses,stegosaur|estegosaurio|stégosaure|stegosaurus|剑龙
pterodactyl|own:pterodactyl|m|pterodactyls,pterosaur,pterosaurs,pteranodon|pterodáctilo|ptérodactyle|flugsaurier,pterodaktylus|翼龙
rowboat|own:rowboat|m|rowboats,rowing boat,rowing boats,row boat,dinghy|bote de remos|barque,bateau à rames|ruderboot|划艇
pretzel|own:pretzel|s|pretzels|pretzel|bretzel|brezel,brezeln|椒盐卷饼
marshmallow|own:marshmallow|s|marshmallows|malvavisco,malvaviscos|guimauve,chamallow|marshmallow|棉花糖
s'more|own:smore|s|s'mores,smore,smores|sándwich de malvavisco|biscuit à la guimauve|keks-sandwich mit marshmallow|烤棉花糖饼干
burrito|own:burrito|s|burritos|burrito|burrito|burrito|墨西哥卷饼
coconut|own:coconut|s|coconuts|coco,cocos|noix de coco|kokosnuss|椰子
peas|own:peas|s|pea,pea pod,pea pods,peapod|guisantes,guisante|petits pois|erbsen,erbse|豌豆
gingerbread house|own:gingerbread-house|m|gingerbread houses,candy house|casita de jengibre,casa de jengibre|maison en pain d'épices|lebkuchenhaus,knusperhaus,hexenhaus|姜饼屋
pinecone|own:pinecone|s|pinecones,pine cone,pine cones,fir cone,fir cones|piña de pino,piñas de pino|pomme de pin,pommes de pin|tannenzapfen,kiefernzapfen,zapfen|松果
sailor|own:sailor|m|sailors,seaman,seamen|marinero,marinera|marin,matelot|matrose,seemann|水手
student|own:student|m|students,schoolboy,schoolgirl,schoolkid|estudiante,alumno,alumna|étudiant,étudiante,écolier,écolière|schülerin,student,studentin|学生
bride|own:bride|m|brides|novia|mariée|braut|新娘
groom|own:groom|m|grooms,bridegroom|novio|marié|bräutigam|新郎
devil|own:devil|m|devils,little devil|diablo,diablito|diable,diablotin|teufel|魔鬼,恶魔
frankenstein|own:frankenstein|m|frankenstein's monster,frankenstein monster|frankenstein|frankenstein|frankenstein|弗兰肯斯坦
wreath|own:wreath|s|wreaths,christmas wreath|corona de adviento,corona navideña|couronne de noël,couronne de l'avent|adventskranz,kranz|花环
ornament|own:ornament|s|ornaments,bauble,baubles,christmas ornament,christmas ornaments,christmas ball|bola de navidad,adorno navideño|boule de noël|christbaumkugel,weihnachtskugel|圣诞球
necklace|own:necklace|s|necklaces,pendant,beads|collares|collier|halskette|项链
baseball bat|own:baseball-bat|s|baseball bats,cricket bat,cricket bats,bat and ball,playing cricket,play cricket,plays cricket,cricket match,cricket game,game of cricket|bate de béisbol,bate|batte de baseball,batte|baseballschläger,schläger|球棒
farmer|own:farmer|m|farmers|granjero,agricultor|fermier,agriculteur|bauer,bäuerin|农民,农夫
teacher|own:teacher|m|teachers,classroom|maestro,maestra,profesor,profesora|professeur,maîtresse,maître|lehrer,lehrerin|老师,教师,教室
cowboy|own:cowboy|m|cowboys,cowgirl,sheriff|vaquero|cow-boy,cowboy|cowboy|牛仔
ninja|own:ninja|m|ninjas|ninja|ninja|ninja|忍者
vampire|own:vampire|m|vampires,dracula|vampiro|vampire|vampir|吸血鬼
egyptian mummy|own:mummy|m|mummies|momia|momie|mumie|木乃伊
gnome|own:gnome|m|gnomes,dwarf,dwarfs,dwarves|gnomo,enano|gnome,nain|zwerg,wichtel,gnom|小矮人,地精
pegasus|own:pegasus|l|winged horse|pegaso|pégase|pegasus|飞马
igloo|own:igloo|l|igloos|iglú|igloo|iglu|冰屋
cave|own:cave|l|caves|cueva|grotte,caverne|höhle|山洞,洞穴
orange|own:orange|s|oranges,tangerine,tangerines,mandarin|naranjas,mandarina|mandarine|orangen,apfelsine,mandarine|橙子,橘子
tomato|own:tomato|s|tomatoes|tomate,tomates|tomate,tomates|tomate,tomaten|番茄,西红柿
pancakes|own:pancakes|s|pancake,crepes|panqueques,tortitas,crepes|crêpes,pancakes|pfannkuchen|煎饼,松饼
pie|own:pie|s|pies,apple pie,tart|pastel de manzana,tarta de manzana|tarte|obstkuchen|馅饼,派
fireworks|own:fireworks|m|firework|fuegos artificiales|feu d'artifice|feuerwerk|烟花,烟火,鞭炮
hat|own:top-hat|s|hats,top hat,pilgrim hat,pilgrim hats|sombrero,gorro|chapeau|hut|帽子
mitten|own:mitten|s|mittens,glove,gloves|guante,guantes,manopla|moufle,gant,gants|fäustling,handschuh|手套
trumpet|own:trumpet|s|trumpets,bugle,bugles|trompeta|trompette|trompete|小号,喇叭
violin|own:violin|s|violins,fiddle|violín|violon|geige,violine|小提琴
lobster|own:lobster|s|lobsters,crayfish|langosta,bogavante|homard,langouste|hummer|龙虾
moose|own:moose|l|mooses|alce|élan,orignal|elch|驼鹿
leopard|own:leopard|m|leopards,jaguar,jaguars,snow leopard|leopardo,jaguar|léopard,jaguar|leopard,jaguar|豹,豹子,美洲豹
cheetah|own:cheetah|m|cheetahs|guepardo|guépard|gepard|猎豹
pelican|own:pelican|m|pelicans|pelícano|pélican|pelikan|鹈鹕
walrus|own:walrus|l|walruses|morsa|morse|walross|海象
beetle|bug|s|beetles,bug,bugs,insect,insects,scarab|escarabajo,bicho,insecto|scarabée,insecte|käfer,insekt|甲虫,虫子,昆虫
turkey|own:turkey|m|turkeys,thanksgiving|pavo|dinde,dindon|truthahn,pute|火鸡
sled|own:sled|m|sleds,sledge,sleigh,toboggan,sledding,sledging,tobogganing,bobsled,bobsleds,bobsleigh|trineo|luge,traîneau|schlitten|雪橇
treehouse|own:treehouse|l|tree house,treehouses|casa del árbol|cabane dans les arbres|baumhaus|树屋
sandcastle|own:sandcastle|m|sand castle,sandcastles|castillo de arena|château de sable|sandburg|沙堡
waterfall|own:waterfall|l|waterfalls,cascade|cascada,catarata|cascade,chute d'eau|wasserfall|瀑布
beehive|own:beehive|m|hive,beehives,bee hive|colmena|ruche|bienenstock|蜂窝,蜂箱
spider web|own:spider-web|m|spiderweb,cobweb,web|telaraña|toile d'araignée|spinnennetz|蜘蛛网
honey|own:honey|s|honey jar,honeypot|miel|miel|honig|蜂蜜
ring|own:ring|s|rings,diamond ring|anillo|bague|ring|戒指
dress|own:dress|m|dresses,gown|vestido|robe|kleid|裙子,连衣裙
french fries|own:french-fries|s|fries,chips|papas fritas,patatas fritas|frites|pommes,pommes frites|薯条
sushi|own:sushi|s|sushi roll,maki|sushi|sushi|sushi|寿司
peach|own:peach|s|peaches|melocotón,durazno|pêche|pfirsich|桃子,桃
potato|own:potato|s|potatoes|patata,papa|pomme de terre|kartoffel|土豆,马铃薯
doll|own:doll|m|dolls,rag doll|muñeca|poupée|puppe|娃娃,洋娃娃
surfboard|own:surfboard|m|surf board,surfing|tabla de surf|planche de surf|surfbrett|冲浪板
wagon|own:wagon|m|wagons,cart|carretilla,carrito|chariot|bollerwagen,handwagen|小推车
shopping cart|shopping-cart|m|shopping carts,shopping trolley,shopping trolleys,grocery cart,grocery carts|carrito de la compra,carro de la compra,carritos de la compra|caddie,caddies,chariot de courses|einkaufswagen|购物车
computer|device-desktop|m|computers,pc|ordenador,computadora|ordinateur|computer|电脑,计算机
laptop|device-laptop|s|laptops,notebook computer|portátil|ordinateur portable|laptop|笔记本电脑
diamond|lucide:gem|s|diamonds,gem,gems,jewel,jewels,crystal,crystals,gemstone,gemstones|diamante,joya|diamant,joyau|diamant,edelstein|钻石,宝石
swimming pool|pool|l|pool,swimming pools|piscina|piscine|schwimmbad,pool|游泳池
tennis|ball-tennis|s|tennis ball,tennis balls|tenis,pelota de tenis|balle de tennis|tennisball|网球
avocado|avocado|s|avocados|aguacate,palta|avocat|avocado|牛油果
noodles|bowl-chopsticks|s|noodle,ramen,rice bowl|fideos,tallarines|nouilles|nudeln|面条,面
milkshake|milkshake|s|milkshakes,smoothie|batido|milk-shake|milchshake|奶昔
t-shirt|lucide:shirt|s|tshirt,shirt,shirts,t-shirts|camiseta,camisa|t-shirt,chemise|t-shirt,hemd|t恤,衬衫
forklift|forklift|m|forklifts|carretilla elevadora|chariot élévateur|gabelstapler|叉车
globe|globe|s|globes|globo terráqueo|globe|globus|地球仪
pilot|own:pilot|m|pilots,aviator|piloto|pilote|pilot,pilotin|飞行员
soldier|own:soldier|m|soldiers|soldado|soldat|soldat|士兵,军人
builder|own:builder|m|builders,construction worker|albañil,obrero|ouvrier,maçon|bauarbeiter|建筑工人,工人
artist|own:artist|m|artists,painter|artista,pintor,pintora|artiste,peintre|künstler,maler,malerin|画家,艺术家
scientist|own:scientist|m|scientists,chemist|científico,científica|scientifique|wissenschaftler,forscher|科学家
mail carrier|own:mail-carrier|m|postman,mailman,postwoman,postal worker|cartero,cartera|facteur,factrice|postbote,briefträger|邮递员
jester|own:jester|m|jesters,court jester|bufón|bouffon|hofnarr,narr|小丑弄臣
airport|building-airport|l|airports|aeropuerto|aéroport|flughafen|机场
life buoy|lifebuoy|s|lifebuoy,life ring,life preserver|salvavidas|bouée|rettungsring|救生圈
wrench|lucide:wrench|s|spanner,wrenches|llave inglesa|clé à molette|schraubenschlüssel|扳手
flask|lucide:flask-conical|s|potion,science,beaker,chemistry|matraz,poción|fiole,potion|kolben,zaubertrank|烧瓶,药水
tooth|dental|s|teeth|diente,dientes|dent,dents|zahn,zähne|牙齿
mailbox|mailbox|s|letterbox,post box|buzón|boîte aux lettres|briefkasten|邮箱,信箱
bandage|bandage|s|bandages,band-aid,plaster|venda,tirita,curita|pansement|pflaster,verband|绷带
microscope|microscope|s|microscopes|microscopio|microscope|mikroskop|显微镜
envelope|lucide:mail|s|envelopes,love letter,letters,letter|carta,cartas,sobre|lettre,lettres,enveloppe|brief,briefe,umschlag|信,信封
grasshopper|own:grasshopper|s|grasshoppers,cricket,crickets,locust|saltamontes,grillo|sauterelle,criquet,grillon|heuschrecke,grashüpfer,grille|蚱蜢,蟋蟀
goose|own:goose|m|geese,gosling|ganso,oca|oie|gans,gänse|鹅
beaver|own:beaver|m|beavers|castor|castor|biber|海狸
skunk|own:skunk|m|skunks|mofeta,zorrillo|moufette,putois|stinktier|臭鼬
pond|own:pond|l|ponds,lily pad,lily pads|estanque,charca|étang,mare|teich,tümpel|池塘
apple tree|own:apple-tree|l|orchard,orchards,fruit tree,apple trees|manzano,huerto|pommier,verger|apfelbaum,obstgarten|苹果树,果园
desert|own:desert|l|deserts,sand dune,sand dunes,dune,dunes,sand|desierto,duna,dunas,arena|désert,dune de sable,sable|wüste,düne,dünen,sand|沙漠,沙丘,沙子
slide|own:slide|l|slides,playground,playgrounds|tobogán,parque infantil|toboggan,aire de jeux|rutsche,spielplatz|滑梯,游乐场
bookshelf|own:bookshelf|m|bookcase,library,libraries,bookshelves|estantería,biblioteca|bibliothèque,étagère|bücherregal,bibliothek|书架,图书馆
explorer|own:explorer|m|explorers,adventurer,safari|explorador,exploradora|explorateur,exploratrice|entdecker,forscherin|探险家
detective|own:detective|m|detectives,sherlock|detective|détective|detektiv|侦探
magician|own:magician|m|magicians,magic trick,magic show|mago,maga|magicien,magicienne|zauberer,zauberkünstler|魔术师
singer|own:singer|m|singers,pop star|cantante|chanteur,chanteuse|sänger,sängerin|歌手
leprechaun|own:leprechaun|m|leprechauns,st patrick's day|duende irlandés|leprechaun|kobold|矮妖精
angel|own:angel|m|angels|ángel|ange|engel|天使
skeleton|own:skeleton|m|skeletons|esqueleto|squelette|skelett|骷髅,骨架
bison|own:bison|l|buffalo,buffaloes,bisons|bisonte,búfalo|bison,buffle|bison,büffel|野牛
armadillo|own:armadillo|s|armadillos|armadillo|tatou|gürteltier|犰狳
porcupine|own:porcupine|s|porcupines|puercoespín|porc-épic|stachelschwein|豪猪
platypus|own:platypus|m|platypuses|ornitorrinco|ornithorynque|schnabeltier|鸭嘴兽
mole|own:mole|s|moles|topo|taupe|maulwurf|鼹鼠
tadpole|own:tadpole|s|tadpoles|renacuajo|têtard|kaulquappe|蝌蚪
squid|own:squid|m|squids|calamar|calmar,calamar|tintenfisch|鱿鱼
stingray|own:stingray|m|stingrays,manta ray,manta rays|raya,mantarraya|raie|rochen|魟鱼
tricycle|own:tricycle|m|tricycles,trike|triciclo|tricycle|dreirad|三轮车
carriage|own:carriage|l|stagecoach,horse carriage,royal coach|carruaje,carroza|carrosse,calèche|kutsche|马车
mango|own:mango|s|mangoes,mangos|mango|mangue|mango|芒果
kiwi|own:kiwi|s|kiwis,kiwi fruit|kiwi|kiwi|kiwi|猕猴桃
waffle|own:waffle|s|waffles|gofre,waffle|gaufre|waffel|华夫饼
dumpling|own:dumpling|s|dumplings|empanadilla|ravioli chinois|teigtasche|饺子,包子
spaghetti|own:spaghetti|s|pasta,noodle plate|espaguetis,pasta|spaghettis,pâtes|spaghetti,nudeln mit soße|意大利面
sausage|own:sausage|s|sausages|salchicha|saucisse|wurst,würstchen|香肠
lemonade|own:lemonade|s|lemonades,juice,glass of juice|limonada,zumo,jugo|limonade,jus|limonade,saft|柠檬水,果汁
menorah|own:menorah|m|hanukkah,chanukah|menorá,janucá|ménorah,hanoukka|menora,chanukka|烛台,光明节
diya|own:diya|s|diwali,oil lamp|diya,diwali|diya,diwali|diya,diwali|排灯节,油灯
bowl|bowl|s|bowls,porridge,oatmeal|cuenco,tazón,bol,avena,papilla|bol,bols,porridge,bouillie|schüssel,schale,haferbrei,brei,müsli|碗,粥
microwave|microwave|m|microwaves,microwave oven|microondas|micro-ondes|mikrowelle|微波炉
washing machine|wash-machine|m|washing machines,washer|lavadora|machine à laver,lave-linge|waschmaschine|洗衣机
window|window|m|windows,windowsill,windowsills,window sill,window sills|ventana,ventanas,alféizar|fenêtre,fenêtres,rebord de fenêtre|fenster,fensterbank,fensterbrett|窗户,窗,窗台
door|door|l|doors,front door|puerta,puertas|porte,portes|tür,türen|门
padlock|lock|s|padlocks,lock,locks|candado|cadenas|vorhängeschloss,schloss|锁,挂锁
mobile phone|device-mobile|s|smartphone,smartphones,cellphone,cell phone,mobile|móvil,celular,teléfono móvil|portable,téléphone portable,smartphone|handy,smartphone|手机
telephone|phone|s|telephones,phone,phones|teléfono|téléphone|telefon|电话
shopping bag|shopping-bag|s|shopping bags,bag,bags,tote bag,sack,sacks|bolsa,bolsa de la compra|sac,sac de courses|einkaufstasche,tasche,tüte,sack|购物袋,袋子
box|box|s|boxes,cardboard box,parcel,package|caja,cajas,paquete|boîte,carton,colis|kiste,karton,paket|盒子,箱子,纸箱
iron|ironing|s|irons,clothes iron|plancha|fer à repasser|bügeleisen|熨斗
pillow|pillow|s|pillows,cushion,cushions|almohada,cojín|oreiller,coussin|kissen,kopfkissen|枕头,靠垫
skipping rope|jump-rope|s|jump rope,jump ropes,skipping ropes|comba,cuerda de saltar|corde à sauter|springseil|跳绳
hula hoop|hula-hoop|m|hula hoops|aro,hula hula|cerceau|hula-hoop-reifen,reifen|呼啦圈
ladder|ladder|l|ladders,rope ladder,rope ladders|escalera de mano|échelle|leiter|梯子
ruler|ruler|s|rulers|regla|règle|lineal|尺子,直尺
eraser|eraser|s|erasers|goma de borrar,borrador|gomme|radiergummi|橡皮,橡皮擦
notebook|notebook|s|notebooks,diary,exercise book,sketchbook,sketchbooks|cuaderno,libreta|cahier,carnet|heft,notizbuch|笔记本,本子
calculator|calculator|s|calculators|calculadora|calculatrice|taschenrechner|计算器
helmet|helmet|s|helmets,crash helmet,bike helmet|casco|casque|helm,fahrradhelm|头盔
jacket|jacket|m|jackets,vest,waistcoat|chaqueta,chaleco|veste,gilet|jacke,weste|夹克,背心
coat hanger|hanger|s|hanger,hangers,coat hangers|percha|cintre|kleiderbügel|衣架
desk|desk|m|desks,school desk|escritorio,pupitre|bureau,pupitre|schreibtisch|书桌
alarm clock|alarm|s|alarm clocks|despertador|réveil|wecker|闹钟
chef hat|chef-hat|s|chef's hat,chefs hat,toque|gorro de cocinero|toque de chef,toque|kochmütze|厨师帽
steering wheel|steering-wheel|s|steering wheels|volante|volant|lenkrad|方向盘
wheelchair|wheelchair|m|wheelchairs|silla de ruedas|fauteuil roulant|rollstuhl|轮椅
horseshoe|horseshoe|s|horseshoes|herradura|fer à cheval|hufeisen|马蹄铁
cutlery|lucide:utensils|s|fork,forks,knife,knives,knife and fork,silverware|cubiertos,tenedor,cuchillo|couverts,fourchette,couteau|besteck,gabel,messer|餐具,叉子,刀叉
cooking pot|lucide:cooking-pot|s|pot,pots,saucepan,saucepans,stew pot,cauldron|olla,cazuela,cacerola,caldero|casserole,marmite,chaudron|kochtopf,topf,kessel|锅,汤锅
toilet|lucide:toilet|m|toilets,loo,potty|váter,inodoro,retrete|toilettes,cuvette|toilette,klo|马桶
shower|lucide:shower-head|m|showers,shower head|ducha|douche|dusche|淋浴,花洒
mirror|lucide:mirror-round|m|mirrors,looking glass|espejo|miroir|spiegel|镜子
handbag|lucide:handbag|s|handbags,purse,purses|bolso|sac à main|handtasche|手提包,包包
fan|lucide:fan|m|fans,electric fan|ventilador|ventilateur|ventilator|风扇,电风扇
toy brick|lucide:toy-brick|s|toy bricks,lego,lego brick,lego bricks|lego,pieza de lego|brique de lego,lego|legostein,lego|乐高,乐高积木
paint roller|lucide:paint-roller|s|paint rollers|rodillo de pintura|rouleau de peinture|farbroller,farbrolle|油漆滚筒
glass of water|lucide:glass-water|s|glasses of water,drinking glass,tumbler,glass,glass of milk|vaso,vaso de agua|verre,verre d'eau|wasserglas,glas wasser,glas,trinkglas|水杯,一杯水
electric guitar|lucide:guitar-electric|m|electric guitars|guitarra eléctrica|guitare électrique|e-gitarre,elektrische gitarre|电吉他
hard hat|lucide:hard-hat|s|hard hats,safety helmet|casco de obra|casque de chantier|bauhelm,schutzhelm|安全帽
dumbbell|lucide:dumbbell|s|dumbbells,weights,barbell|pesa,mancuerna|haltère|hantel|哑铃
drill|lucide:drill|s|drills,power drill|taladro|perceuse|bohrmaschine,bohrer|电钻
axe|lucide:axe|s|axes,ax,hatchet|hacha|hache|axt,beil|斧头,斧子
pickaxe|lucide:pickaxe|s|pickaxes,pick axe|pico|pioche|spitzhacke|镐,鹤嘴锄
spray can|lucide:spray-can|s|spray cans,spray paint,aerosol|bote de spray,espray|bombe de peinture,aérosol|spraydose,sprühdose|喷漆罐,喷雾罐
heater|lucide:heater|m|heaters,radiator,radiators|calefactor,radiador,estufa|radiateur,chauffage|heizung,heizkörper|暖气,取暖器
xylophone|own:xylophone|m|xylophones,glockenspiel|xilófono|xylophone|xylofon,xylophon|木琴
maracas|own:maracas|s|maraca|maracas,maraca|maracas|maracas,rassel|沙锤
tambourine|own:tambourine|s|tambourines|pandereta|tambourin|tamburin|铃鼓
flute|own:flute|s|flutes,recorder,recorders|flauta,flauta dulce|flûte,flûte à bec|flöte,blockflöte|笛子,长笛,竖笛
harp|own:harp|m|harps|arpa|harpe|harfe|竖琴
spoon|own:spoon|s|spoons,teaspoon,tablespoon|cuchara,cucharita|cuillère,cuillère à café|löffel|勺子,汤匙
plate|own:plate|s|plates,dinner plate,dish,dishes,saucer,saucers,tray,trays,baking tray|plato,platos|assiette,assiettes|teller|盘子
comb|own:comb|s|combs|peine|peigne|kamm|梳子
yo-yo|own:yo-yo|s|yo-yos,yoyo,yoyos|yoyó,yoyo|yo-yo,yoyo|jo-jo,jojo|溜溜球
spinning top|own:spinning top|s|spinning tops,whipping top|peonza,trompo|toupie|kreisel|陀螺
vase|own:vase|s|vases|jarrón,florero|vase|vase|花瓶
fire|flame|s|fires,flame,flames,bonfire|fuego,llama,llamas,hoguera|feu,flamme,flammes|feuer,flamme,flammen|火,火焰
table|own:table|m|tables,kitchen table,dining table|mesa,mesas|table,tables|tisch,tische|桌子,餐桌
swing|own:swing|m|swings,swing set,playground swing|columpio,columpios|balançoire,balançoires|schaukel|秋千
bench|own:bench|m|benches,park bench|banco,banca|banc|bank,parkbank|长椅,长凳
watering can|own:watering can|s|watering cans|regadera|arrosoir|gießkanne|洒水壶,浇水壶
wheelbarrow|own:wheelbarrow|m|wheelbarrows|carretilla|brouette|schubkarre|独轮车
rock|own:rock|s|rocks,stone,stones,boulder,pebble,pebbles|roca,rocas,piedra,piedras|rocher,pierre,caillou|stein,steine,felsen|石头,岩石
log|own:log|s|logs,tree trunk|tronco,leño|bûche,rondin|baumstamm,holzstamm|木头,原木
dam|own:dam|m|dams,beaver dam,beaver dams|presa,dique|barrage,barrage de castor|damm,staudamm,biberdamm|水坝,堤坝
cap|own:cap|s|caps,baseball cap|gorra|casquette|kappe,basecap|棒球帽,鸭舌帽
skirt|own:skirt|s|skirts|falda|jupe|minirock|裙子
toy blocks|own:toy blocks|s|blocks,block,wooden blocks,alphabet blocks,building blocks|bloques,cubos de juguete|cubes,jeu de cubes|bauklötze,bauklotz,baustein|积木,方块
marbles|own:marbles|s|marble|canicas,canica|billes,bille|murmeln,murmel|弹珠,玻璃球
chalkboard|own:chalkboard|m|chalkboards,blackboard,blackboards|pizarra|tableau noir,ardoise|tafel,kreidetafel|黑板
soap|own:soap|s|soaps,bar of soap|jabón|savon|seife|肥皂
sandbox|sandbox|m|sandpit,sand pit,sandboxes|arenero|bac à sable|sandkasten|沙坑
storm|cloud-storm|m|storms,storm cloud|tormenta|orage,tempête|sturm,unwetter|暴风雨,雷雨
bubbles|lucide:bubbles|s|bubble,soap bubbles|burbujas,pompas|bulles|seifenblasen,blasen|泡泡
towel|lucide:towel-rack|s|towels|toalla|serviette,serviette de bain|handtuch|毛巾
otter|own:otter|m|otters,sea otter,sea otters,river otter,river otters|nutria,nutrias|loutre,loutres|otter,fischotter,seeotter|水獭,海獭
badger|own:badger|m|badgers,honey badger|tejón,tejones|blaireau,blaireaux|dachs,dachse|獾,獾子
lizard|own:lizard|s|lizards,gecko,geckos,iguana,iguanas|lagarto,lagartos,lagartija,lagartijas,geco|lézard,lézards,iguane,iguanes|eidechse,eidechsen,leguan,leguane|蜥蜴,壁虎,鬣蜥
chameleon|own:chameleon|s|chameleons|camaleón,camaleones|caméléon,caméléons|chamäleon,chamäleons|变色龙
woodpecker|own:woodpecker|s|woodpeckers|pájaro carpintero,pájaros carpinteros|pivert,piverts|specht,spechte|啄木鸟
stork|own:stork|m|storks|cigüeña,cigüeñas|cigogne,cigognes|storch,störche|鹳,白鹳
chipmunk|own:chipmunk|s|chipmunks|ardilla listada,ardillas listadas|tamia,tamias|streifenhörnchen|花栗鼠
moth|own:moth|s|moths|polilla,polillas|papillon de nuit,papillons de nuit|motte,motten,nachtfalter|飞蛾,蛾子,蛾
firefly|own:firefly|s|fireflies,lightning bug,lightning bugs|luciérnaga,luciérnagas|luciole,lucioles|glühwürmchen,leuchtkäfer|萤火虫
scorpion|own:scorpion|s|scorpions|escorpión,escorpiones,alacrán|scorpion,scorpions|skorpion,skorpione|蝎子,蝎
hyena|own:hyena|m|hyenas,hyaena|hiena,hienas|hyène,hyènes|hyäne,hyänen|鬣狗
puffin|own:puffin|s|puffins|frailecillo,frailecillos|macareux|papageitaucher|海鹦
clam|own:clam|s|clams|almeja,almejas|palourde,palourdes|venusmuschel,venusmuscheln|蛤蜊,蚌
oyster|own:oyster|s|oysters,pearl oyster|ostra,ostras|huître,huîtres|auster,austern|牡蛎,生蚝
pearl|own:pearl|s|pearls,pearl necklace,string of pearls|perla,perlas,collar de perlas|perle,perles,collier de perles|perle,perlen,perlenkette|珍珠,珍珠项链
eel|own:eel|m|eels,moray,moray eel,electric eel|anguila,anguilas|anguille,anguilles,murène|aal,aale,muräne|鳗鱼,鳗,海鳗
seaweed|own:seaweed|m|seaweeds,sea weed,kelp|alga,algas,alga marina|algue,algues|seetang,alge,algen|海草,海藻,海带
wave|own:wave|l|sea wave,ocean wave,breaker,tidal wave|ola,olas|vague,vagues|welle,wellen|海浪,波浪,浪花
heron|own:heron|m|herons,egret,egrets|garza,garzas|héron,hérons|reiher|鹭,苍鹭,白鹭
elf|own:elf|m|elves,christmas elf,santa's elf|elfo,elfos,duende,duendes|elfe,elfes,lutin,lutins|elfe,elfen|精灵,小精灵
troll|own:troll|m|trolls,ogre,ogres|trol,troles,ogro,ogros|troll,trolls,ogre,ogres|troll,trolle,oger|巨魔,山怪,食人魔
giant|own:giant|l|giants,giantess|gigante,gigantes|géant,géants|riese,riesen|巨人
griffin|own:griffin|l|griffins,gryphon,gryphons,griffon|grifón,grifones|griffon,griffons|greif,greife|狮鹫
goblin|own:goblin|m|goblins,hobgoblin|trasgo,trasgos,goblin|gobelin,gobelins|goblin,goblins|哥布林,小妖精
centaur|own:centaur|l|centaurs|centauro,centauros|centaure,centaures|zentaur,zentauren|半人马
cyclops|own:cyclops|m|cyclopes,cyclopses|cíclope,cíclopes|cyclope,cyclopes|zyklop,zyklopen|独眼巨人
werewolf|own:werewolf|m|werewolves,wolfman|hombre lobo,hombres lobo|loup-garou,loups-garous|werwolf,werwölfe|狼人
zombie|own:zombie|m|zombies|zombi,zombis|zombie,zombies|zombie,zombies|僵尸,丧尸
genie|own:genie|m|genies,genie lamp,magic lamp,djinn,jinn|genio,genios,genio de la lámpara|génie,génies|dschinn,flaschengeist|神灯,灯神,神灯精灵
caveman|own:caveman|m|cavemen,cave man,cave men,neanderthal|cavernícola,cavernícolas,hombre de las cavernas|homme des cavernes,homme préhistorique|höhlenmensch,höhlenmenschen,steinzeitmensch|原始人,穴居人
juggler|own:juggler|m|jugglers,juggling|malabarista,malabaristas|jongleur,jongleurs,jongleuse|jongleur,jongleurin|杂耍,杂耍艺人
surfer|own:surfer|m|surfers|surfista,surfistas|surfeur,surfeurs,surfeuse|surfer,surferin|冲浪者,冲浪手
skier|own:skier|m|skiers,skiing,ski,skis|esquiador,esquiadora,esquiadores,esquí|skieur,skieuse,skieurs,ski|skifahrer,skifahrerin,skiläufer|滑雪,滑雪者
cheerleader|own:cheerleader|m|cheerleaders,cheerleading,pom-pom,pom-poms,pompom,pompoms|animadora,animadoras,porrista,porristas|pom-pom girl,meneuse de claque|cheerleaderin,cheerleader|啦啦队,啦啦队员
mechanic|own:mechanic|m|mechanics,car mechanic,repairman|mecánico,mecánicos,mecánica|mécanicien,mécaniciens,mécanicienne,garagiste|mechaniker,mechanikerin,automechaniker|机械师,修车工
lifeguard|own:lifeguard|m|lifeguards,life guard,lifesaver|socorrista,socorristas|maître-nageur,maîtres-nageurs,sauveteur,sauveteurs|rettungsschwimmer,rettungsschwimmerin,bademeister|救生员
plumber|own:plumber|m|plumbers,plunger|fontanero,fontaneros,plomero,plomeros|plombier,plombiers|klempner,installateur|水管工,管道工
tram|own:tram|l|trams,streetcar,streetcars,trolley,trolleys,trolley car,trolley cars,tramcar,tramcars|tranvía,tranvías|tramway,tramways|straßenbahn,straßenbahnen,tram,trams|有轨电车,电车
snowmobile|own:snowmobile|l|snowmobiles,snow mobile,snow mobiles,skidoo,ski-doo,snowmachine|moto de nieve,motos de nieve,motonieve|motoneige,motoneiges,scooter des neiges|schneemobil,schneemobile,motorschlitten|雪地摩托,雪地车
speedboat|speedboat|l|speedboats,speed boat,motorboat,motorboats,motor boat,powerboat,power boat|lancha,lanchas,lancha motora,lancha rápida|hors-bord,bateau à moteur|motorboot,motorboote,schnellboot,rennboot|快艇,摩托艇
raft|own:raft|l|rafts,log raft,log rafts|balsa,balsas|radeau,radeaux|floß,flöße|木筏,竹筏,筏子
blimp|zeppelin|l|blimps,airship,airships,zeppelin,zeppelins,dirigible,dirigibles|zepelín,zepelines|dirigeable,dirigeables|luftschiff,luftschiffe|飞艇
go-kart|own:go-kart|m|go-karts,go kart,go karts,gokart,gokarts,go-cart,go-carts,kart,karts|kart,karts|kart,karts,karting|gokart,gokarts|卡丁车
cement mixer|own:cement-mixer|l|cement mixers,cement truck,cement trucks,concrete mixer,concrete mixers,mixer truck|hormigonera,hormigoneras,camión hormigonera|bétonnière,bétonnières,camion toupie|betonmischer,fahrmischer|水泥搅拌车,搅拌车
saxophone|own:saxophone|m|saxophones,sax,saxes|saxofón,saxofones,saxo|saxophone,saxophones,saxo|saxophon,saxophone,saxofon|萨克斯,萨克斯管
hammock|own:hammock|m|hammocks|hamaca,hamacas|hamac,hamacs|hängematte,hängematten|吊床
hot dog|own:hot-dog|s|hot dogs,hotdog,hotdogs|perrito caliente,perritos calientes|hot-dog,hot-dogs|hotdog,hotdogs|热狗
plum|own:plum|s|plums|ciruela,ciruelas|prune,prunes|pflaume,pflaumen,zwetschge,zwetschgen|李子
bagel|own:bagel|s|bagels|bagel,bagels|bagel,bagels|bagel,bagels|百吉饼,贝果
cereal|own:cereal|s|cereals,bowl of cereal,breakfast cereal,cornflakes,corn flakes|cereales,cereal,tazón de cereales|céréales,bol de céréales|müsli,cornflakes,frühstücksflocken|麦片,一碗麦片
cherry pie|own:cherry-pie|s|cherry pies|tarta de cerezas,pastel de cerezas,tarta de cereza,pastel de cereza|tarte aux cerises|kirschkuchen,kirschtorte|樱桃派
hot chocolate|own:hot-chocolate|s|hot chocolates,hot cocoa,cocoa|chocolate caliente,chocolate a la taza|chocolat chaud|heiße schokolade,kakao,trinkschokolade|热巧克力,热可可,可可
coat|own:coat|m|coats,overcoat,overcoats,winter coat,winter coats|abrigo,abrigos|manteau,manteaux|mantel,mäntel,wintermantel|大衣,外套
pajamas|own:pajamas|m|pajama,pyjamas,pyjama,pjs,jammies|pijama,pijamas|pyjama,pyjamas|schlafanzug,schlafanzüge,pyjama|睡衣
zoo|own:zoo|l|zoos,wildlife park,animal park|zoológico,zoológicos,zoo|zoo,zoos,parc zoologique|zoo,zoos,tierpark,tiergarten|动物园
harbour|own:harbour|l|harbor,harbors,harbours,port,ports,dock,docks,marina,marinas,quay,pier|puerto,puertos,muelle|port,ports,quai|hafen,häfen|港口,码头,海港
meadow|own:meadow|l|meadows,wildflower meadow,grassland|prado,prados,pradera|prairie,prairies,pré,prés|wiese,wiesen,blumenwiese|草地,草甸,草原
field|own:field|l|fields,farm field,farmland,crop field,ploughed field,plowed field|campo,campos,campo de cultivo|champ de blé,champs cultivés,champ,champs|feld,felder,acker,äcker,alm|田野,农田,田地,田,田里
vineyard|own:vineyard|l|vineyards|viñedo,viñedos,viña|vignoble,vignobles|weinberg,weinberge|葡萄园
candy shop|own:candy shop|l|candy shops,candy store,candy stores,sweet shop,sweet shops,sweetshop,confectionery|tienda de golosinas,dulcería,confitería|confiserie,confiseries,magasin de bonbons|süßwarenladen,bonbonladen,süßigkeitenladen|糖果店
train station|own:train station|l|train stations,railway station,railway stations,railroad station,rail station|estación de tren,estación de ferrocarril|gare,gares|bahnhof,bahnhöfe|火车站
garage|own:garage|l|garages|garaje,garajes,cochera|garage,garages|garage,garagen|车库
canyon|own:canyon|l|canyons,gorge,gorges,ravine,grand canyon|cañón,desfiladero|canyon,gorges|schlucht,schluchten|峡谷,大峡谷
glacier|own:glacier|l|glaciers|glaciar,glaciares|glacier,glaciers|gletscher|冰川,冰河
carnival|own:carnival|l|carnivals,funfair,funfairs,fairground,fairgrounds,carousel,carousels,merry-go-round,amusement park|feria,ferias,carrusel,tiovivo,parque de atracciones|fête foraine,manège,carrousel|jahrmarkt,kirmes,karussell,rummelplatz,freizeitpark|游乐园,嘉年华,旋转木马
monster|own:monster|m|monsters,little monster,cute monster|monstruo,monstruos|monstre,monstres|monster|怪物,小怪兽,怪兽
grass|own:grass|s|grasses,lawn,blade of grass,reed,reeds|hierba,césped,pasto|herbe,pelouse|gras,rasen|草
branch|twig|s|branches,twig,twigs,stick,sticks|rama,ramas,ramita|branche,branches,brindille|ast,äste,zweig,zweige|树枝,枝条
sandal|own:sandal|s|sandals|sandalia,sandalias|sandale,sandales|sandale,sandalen|凉鞋
belt|own:belt|s|belts|cinturón,cinturones|ceinture,ceintures|gürtel|腰带,皮带
tie|tie|s|ties,necktie,neckties,bow tie,bow ties|corbata,corbatas,pajarita|cravate,cravates,nœud papillon|krawatte,krawatten,schlips,fliege|领带,领结
apron|own:apron|m|aprons|delantal,delantales|tablier,tabliers|schürze,schürzen|围裙
raincoat|own:raincoat|m|raincoats,rain coat,rain jacket|impermeable,impermeables,chubasquero|imperméable,imperméables,ciré|regenmantel,regenmäntel,regenjacke|雨衣
sweater|own:sweater|m|sweaters,jumper,jumpers,pullover,pullovers|suéter,suéteres,jersey,jerséis|pull,pulls,pull-over,chandail|pullover,pulli,pullis|毛衣
boxing glove|own:boxingglove|s|boxing gloves|guante de boxeo,guantes de boxeo|gant de boxe,gants de boxe|boxhandschuh,boxhandschuhe|拳击手套
goal|own:goal|l|goals,soccer goal,soccer goals,football goal,football goals,goalpost,goalposts,goal post,goal posts|portería,porterías,arco de fútbol|cage de foot,but de foot,buts de foot|fußballtor,fußballtore|球门,足球门
net|own:net|m|nets,butterfly net,butterfly nets,fishing net,fishing nets,hand net|cazamariposas,red de pesca,salabre|épuisette,épuisettes,filet à papillons|kescher,netz,schmetterlingsnetz|网兜,捕虫网,渔网
racket|own:racket|s|rackets,racquet,racquets,tennis racket,tennis rackets|raqueta,raquetas|raquette,raquettes|schläger,tennisschläger|球拍,网球拍
hockey stick|lucide:hockey-stick|m|hockey sticks,hockey,ice hockey,puck,pucks|palo de hockey,hockey|crosse de hockey,hockey|hockeyschläger,eishockey,puck|冰球杆,冰球
bowling pin|own:bowling-pin|m|bowling pins,bowling,skittle,skittles,tenpin,tenpins,bowling ball,bowling balls|bolo,bolos|quille,quilles|kegel,bowlingkegel|保龄球,保龄球瓶
dartboard|own:dartboard|m|dartboards,dart board,dart boards,dart,darts|dardo,dardos,diana de dardos|fléchette,fléchettes,cible de fléchettes|dartscheibe,dartpfeil|飞镖,飞镖盘
rugby ball|own:rugby-ball|s|rugby balls,rugby|balón de rugby,rugby|ballon de rugby|rugbyball|橄榄球
golf club|own:golf-club|m|golf clubs,golf,golf ball,golf balls,golfer|palo de golf,palos de golf,golf|club de golf,clubs de golf|golfschläger,golfball|高尔夫球杆,高尔夫,高尔夫球
gate|own:gate|m|gates,garden gate,garden gates|portón,portones,cancela,cancelas|portail,portails,portillon,portillons|tor,tore,gartentor,gartentore|大门,院门,栅栏门
picnic basket|own:picnic-basket|s|picnic baskets,picnic hamper,picnic hampers,hamper,hampers|cesta de picnic,cestas de picnic|panier de pique-nique,paniers de pique-nique|picknickkorb,picknickkörbe|野餐篮,野餐篮子
path|own:path|l|paths,garden path,garden paths,footpath,footpaths,pathway,pathways|camino,caminos,sendero,senderos|chemin,chemins,sentier,sentiers,allée,allées|pfad,pfade,gartenweg,gartenwege|小路,小径
hedge|own:hedge|m|hedges,hedgerow,hedgerows|seto,setos|haies|hecke,hecken|树篱
scarecrow|own:scarecrow|m|scarecrows|espantapájaros|épouvantail,épouvantails|vogelscheuche,vogelscheuchen|稻草人
sunset|own:sunset|l|sunsets,sunrise,sunrises,sundown,dawn,dusk,daybreak,twilight|puesta de sol,puestas de sol,atardecer,amanecer,anochecer|coucher de soleil,couchers de soleil,lever de soleil,aube,crépuscule|sonnenuntergang,sonnenuntergänge,sonnenaufgang,morgendämmerung,abenddämmerung,dämmerung|日落,夕阳,日出,黎明,黄昏
cliff|own:cliff|l|cliffs,sea cliff,sea cliffs|acantilado,acantilados|falaise,falaises|klippe,klippen,steilküste|悬崖,峭壁
curtain|own:curtain|m|curtains,drapes,drape|cortina,cortinas|rideau,rideaux|vorhang,vorhänge,gardine,gardinen|窗帘
rug|own:rug|m|rugs,carpet,carpets,doormat,welcome mat,welcome mats|alfombra,alfombras,tapete|tapis|teppich,teppiche|地毯
stairs|own:stairs|l|stair,staircase,staircases,stairway,steps,banister|escalera,escaleras,escalinata|escalier,escaliers|treppe,treppen,treppenhaus|楼梯
fireplace|own:fireplace|m|fireplaces,hearth,mantelpiece|chimenea,chimeneas|cheminée,cheminées,âtre|kamin,kamine|壁炉
chimney|own:chimney|l|chimneys,smokestack,chimney stack|chimenea del tejado,conducto de humo|conduit de cheminée,souche de cheminée|schornstein,schornsteine,schlot|烟囱
bunk bed|own:bunkbed|l|bunk beds,bunkbed,bunkbeds,bunks|litera,literas|lit superposé,lits superposés|etagenbett,etagenbetten,hochbett|双层床,上下铺
cradle|own:cradle|m|cradles,crib,cribs,bassinet|cuna,cunas|berceau,berceaux|wiege,wiegen|摇篮
lampshade|own:lampshade|s|lampshades,lamp shade,table lamp|pantalla de lámpara,lámpara de mesa|abat-jour|lampenschirm,lampenschirme,tischlampe|灯罩,台灯
puddle|own:puddle|m|puddles,mud,muddy puddle,muddy puddles|charco,charcos,barro,lodo|flaque,flaques,boue|pfütze,pfützen,schlamm|水坑,水洼,泥巴
icicle|own:icicle|m|icicles|carámbano,carámbanos|stalactite de glace,stalactites de glace|eiszapfen|冰柱,冰溜子
fog|own:fog|l|foggy,mist,misty|niebla|brouillard|nebel|雾
hail|own:hail|m|hailstones,hailstone,hailstorm|granizo|grêle,grêlons|hagel,hagelkörner|冰雹
river|own:river|l|rivers,stream,streams,creek,creeks,brook,brooks|río,ríos,arroyo,arroyos|rivière,rivières,fleuve,fleuves,ruisseau,ruisseaux|fluss,flüsse,bach,bäche|河,河流,小河,小溪
park|own:park|l|parks,city park,public park|parque,parques|parc,parcs,jardin public|park,parks,stadtpark|公园
ice|own:ice|l|ice floe,ice floes,ice sheet,sea ice,pack ice|hielo,témpano,témpanos|banquise,banquises,glaçon|eisscholle,eisschollen,packeis|浮冰,冰面
nest|own:nest|s|nests,bird nest,bird nests,birds nest|nido,nidos|nid,nids|nest,nester,vogelnest|鸟巢,鸟窝
toys|own:toys|m|toy,toy box,toy chest,toybox|juguete,juguetes|jouet,jouets|spielzeug,spielsachen|玩具
road|road|l|roads,street,streets,highway,highways,trail,trails,track,tracks,race track|carretera,carreteras,calle,calles|route,routes,rue,rues|straße,straßen,strasse,strassen|马路,公路,街道,道路
wind|wind|m|windy,breeze,breezes,breezy,gust,gusts|viento,brisa|vent,brise|windig,windstoß|大风,微风,刮风
party|own:party|m|parties,birthday party,birthday parties,bunting|fiesta,fiestas,fiesta de cumpleaños|fête,fêtes,goûter d'anniversaire|party,partys,feier,geburtstagsfeier|派对,聚会
party hat|own:party-hat|s|party hats,birthday hat,birthday hats|gorro de fiesta,gorro de cumpleaños|chapeau de fête,chapeau pointu|partyhut,partyhütchen|派对帽,生日帽
santa hat|own:santa-hat|s|santa hats,santa's hat,christmas hat,christmas hats|gorro de papá noel,gorro navideño|bonnet de père noël|weihnachtsmütze,nikolausmütze|圣诞帽
cowboy hat|own:cowboy-hat|s|cowboy hats,stetson|sombrero de vaquero|chapeau de cowboy|cowboyhut|牛仔帽
beanie|own:beanie|s|beanies,woolly hat,wool hat,bobble hat,winter hat,knit hat|gorro de lana|bonnet en laine|wollmütze,pudelmütze,mütze,mützen|毛线帽
fire station|own:fire-station|l|fire stations,firehouse,firehouses,fire house|estación de bomberos,parque de bomberos|caserne de pompiers|feuerwache,feuerwehrhaus|消防站
village|own:village|l|villages,hamlet|aldea,aldeas,villa|village,villages,hameau|dorf,dörfer|村庄,村子,小镇
stage|own:stage|l|stages,theatre stage,theater stage|escenario,escenarios|scène|bühne,bühnen|舞台
mandala|pattern:mandala|l|mandalas,zentangle,zentangles,geometric pattern,geometric patterns,abstract pattern,kaleidoscope,rosette|mandala,mandalas,patrón geométrico,patrones geométricos,caleidoscopio|mandala,mandalas,motif géométrique,motifs géométriques,rosace,kaléidoscope|mandala,mandalas,geometrisches muster,geometrische muster,kaleidoskop|曼陀罗,曼荼罗,几何图案,万花筒
statue of liberty|own:statue-of-liberty|l|lady liberty|estatua de la libertad|statue de la liberté|freiheitsstatue|自由女神像,自由女神
lantern|own:lantern|s|lanterns,paper lantern,paper lanterns,chinese lantern|farol,faroles,farolillo,farolillos|lanterne,lanternes,lampion,lampions|laterne,laternen,lampion,laternenumzug|灯笼
taco|own:taco|s|tacos|taco,tacos|taco,tacos|taco,tacos|墨西哥卷饼,塔可
unicycle|unicycle|m|unicycles|monociclo,monociclos|monocycle,monocycles|einrad,einräder|独轮自行车
subway|lucide:train-front-tunnel|l|subways,subway train,subway trains,metro,metros,underground train,underground trains|metro,metros,tren subterráneo|métro,métros|u-bahn,u-bahnen|地铁
traffic light|traffic-lights|m|traffic lights,stoplight,stoplights,traffic signal,traffic signals|semáforo,semáforos|feu de circulation,feux de circulation,feu tricolore,feux tricolores|ampel,ampeln,verkehrsampel|红绿灯,交通灯
toolbox|lucide:toolbox|s|toolboxes,tool box,tool boxes,toolkit,tool kit|caja de herramientas,cajas de herramientas|boîte à outils,boîtes à outils|werkzeugkasten,werkzeugkiste|工具箱
mop|lucide:mop|s|mops|fregona,fregonas,trapeador,trapeadores|serpillière,serpillières|wischmopp,mopp|拖把
tank|tank|l|tanks,army tank,army tanks|tanque,tanques|char d'assaut,chars d'assaut|panzer|坦克
gas station|gas-station|l|gas stations,petrol station,petrol stations,gas pump,gas pumps,petrol pump,petrol pumps,fuel pump|gasolinera,gasolineras|station-service,stations-service|tankstelle,tankstellen|加油站
pepper|pepper|s|peppers,chili,chilis,chilli,chillies,chilies,chili pepper,chili peppers,chilli pepper,jalapeño,jalapeno|chile,chiles,guindilla,guindillas,pimiento picante|piment,piments|chili,chilischote,peperoni,pfefferschote|辣椒
lime|lucide:citrus|s|limes|lima,limas|citron vert,citrons verts|limette,limetten|青柠
soda|lucide:cup-soda|s|sodas,soda pop,fizzy drink,fizzy drinks,soft drink,soft drinks|refresco,refrescos|soda,sodas|brause|汽水
music notes|lucide:eighth-notes|s|music note,musical note,musical notes,sheet music|nota musical,notas musicales|note de musique,notes de musique|musiknote,musiknoten|音符
keyboard|lucide:keyboard-music|m|keyboards,electric keyboard,electronic keyboard,synthesizer,synthesizers|teclado,teclados|clavier,claviers|keyboard,keyboards|电子琴
trampoline|own:trampoline|l|trampolines|cama elástica,camas elásticas|trampoline,trampolines|trampolin,trampoline|蹦床
seesaw|own:seesaw|l|seesaws,see-saw,see-saws,teeter-totter,teeter-totters|balancín,balancines,subibaja,subibajas|balançoire à bascule,balançoires à bascule,tape-cul,tape-culs|wippe,wippen|跷跷板
dollhouse|own:dollhouse|m|dollhouses,doll house,doll houses,doll's house,doll's houses,dolls house|casa de muñecas,casas de muñecas|maison de poupée,maisons de poupée|puppenhaus,puppenhäuser|娃娃屋
easel|own:easel|m|easels|caballete,caballetes|chevalet,chevalets|staffelei,staffeleien|画架
lunchbox|own:lunchbox|s|lunchboxes,lunch box,lunch boxes|lonchera,loncheras,fiambrera,fiambreras|boîte à lunch,boîtes à lunch,boîte à goûter,boîtes à goûter|brotdose,brotdosen,brotbox,brotboxen,lunchbox|午餐盒,饭盒
minotaur|own:minotaur|m|minotaurs|minotauro,minotauros|minotaure,minotaures|minotaurus|弥诺陶洛斯,米诺陶洛斯,牛头人
samurai|own:samurai|m|samurais|samurái,samuráis,samurai|samouraï,samouraïs|samurai,samurais|日本武士,武士
viking|own:viking|m|vikings|vikingo,vikingos|viking,vikings|wikinger|维京人,北欧海盗
gymnast|own:gymnast|m|gymnasts,balance beam,balance beams,gymnastics|gimnasta,gimnastas,gimnasia|gymnaste,gymnastes,gymnastique|turnerin,turnerinnen,turner,turnen|体操运动员,体操
accordion|own:accordion|m|accordions|acordeón,acordeones|accordéon,accordéons|akkordeon,akkordeons,ziehharmonika,ziehharmonikas|手风琴
harmonica|own:harmonica|s|harmonicas,mouth organ,mouth organs|armónica,armónicas|harmonica,harmonicas|mundharmonika,mundharmonikas|口琴
banjo|own:banjo|m|banjos,banjoes|banjo,banjos|banjo,banjos|banjo,banjos|班卓琴
cello|own:cello|m|cellos,violoncello,violoncellos|violonchelo,violonchelos,chelo,chelos|violoncelle,violoncelles|cello,celli,cellos,violoncello|大提琴
trombone|own:trombone|m|trombones|trombón,trombones|trombone,trombones|posaune,posaunen|长号
vacuum cleaner|own:vacuum-cleaner|m|vacuum cleaners,vacuum,vacuums,hoover,hoovers|aspiradora,aspiradoras|aspirateur,aspirateurs|staubsauger|吸尘器
cocoon|own:cocoon|s|cocoons,chrysalis,chrysalises|crisálida,crisálidas|cocon,cocons,chrysalide,chrysalides|kokon,kokons|茧,蛹
honeycomb|own:honeycomb|s|honeycombs|panal,panales|rayon de miel,rayons de miel|honigwabe,honigwaben,wabe,waben|蜂房
anthill|own:anthill|m|anthills,ant hill,ant hills|hormiguero,hormigueros|fourmilière,fourmilières|ameisenhaufen,ameisenhügel|蚁丘,蚂蚁窝,蚁窝
fishbowl|own:fishbowl|s|fishbowls,fish bowl,fish bowls,goldfish bowl,goldfish bowls|pecera,peceras|bocal à poissons,bocaux à poissons|goldfischglas,goldfischgläser,fischglas,fischgläser|金鱼缸
aquarium|own:aquarium|m|aquariums,aquaria,fish tank,fish tanks|acuario,acuarios|aquarium,aquariums|aquarium,aquarien|水族箱,鱼缸
cage|own:cage|m|cages,birdcage,birdcages,bird cage,bird cages|jaula,jaulas|cage,cages|käfig,käfige,vogelkäfig,vogelkäfige|笼子,鸟笼
collar|own:collar|s|collars,dog collar,dog collars|collar de perro,collares de perro|collier de chien,colliers de chien|halsband,halsbänder|项圈,狗项圈
leash|own:leash|s|leashes,dog leash,dog leashes,dog lead,dog leads|correa de perro,correas de perro|laisse,laisses|hundeleine,hundeleinen|狗绳,牵引绳
saddle|own:saddle|m|saddles|silla de montar,sillas de montar|selle,selles|sattel,sättel|马鞍,鞍
silo|own:silo|l|silos|silo,silos|silo,silos|silo,silos|筒仓
teepee|own:teepee|l|teepees,tepee,tepees,tipi,tipis|tipi,tipis|tipi,tipis|tipi,tipis|印第安帐篷
stop sign|own:stop-sign|m|stop signs|señal de stop,señales de stop,señal de alto,señales de alto|panneau stop,panneaux stop|stoppschild,stoppschilder|停车标志,停止标志
statue|own:statue|l|statues,monument,monuments|estatua,estatuas|statue,statues|statue,statuen,standbild,standbilder|雕像,塑像
well|own:well|l|wells,wishing well,wishing wells|pozo,pozos|puits|ziehbrunnen,wunschbrunnen|井,水井,许愿井
rake|own:rake|m|rakes|rastrillo,rastrillos|râteau,râteaux|rechen,harke,harken|耙子
saw|own:saw|m|saws,handsaw,handsaws,hand saw,hand saws|serrucho,serruchos|scie,scies|säge,sägen,handsäge,handsägen|锯子,手锯
screwdriver|own:screwdriver|s|screwdrivers|destornillador,destornilladores|tournevis|schraubenzieher,schraubendreher|螺丝刀,改锥
oven|own:oven|m|ovens,stove,stoves,cooker,cookers|horno,hornos|cuisinière,cuisinières|backofen,backöfen,küchenherd|烤箱,炉灶
toaster|own:toaster|s|toasters|tostadora,tostadoras|grille-pain|toaster|烤面包机,多士炉
blueberry|own:blueberry|s|blueberries|arándano,arándanos|myrtille,myrtilles|heidelbeere,heidelbeeren,blaubeere,blaubeeren|蓝莓
raspberry|own:raspberry|s|raspberries|frambuesa,frambuesas|framboise,framboises|himbeere,himbeeren|树莓,覆盆子
onion|own:onion|s|onions|cebolla,cebollas|oignon,oignons|zwiebel,zwiebeln|洋葱
garlic|own:garlic|s|garlics,garlic bulb,garlic bulbs|ajo,ajos|gousse d'ail,gousses d'ail,tête d'ail|knoblauch|大蒜,蒜
cucumber|own:cucumber|s|cucumbers|pepino,pepinos|concombre,concombres|gurke,gurken|黄瓜
lettuce|own:lettuce|s|lettuces|lechuga,lechugas|laitue,laitues|kopfsalat,kopfsalate|生菜
cabbage|own:cabbage|s|cabbages|repollo,repollos,col,coles|chou,choux|weißkohl,kohlkopf,kohlköpfe,kohl|卷心菜,包菜,圆白菜
cauliflower|own:cauliflower|s|cauliflowers|coliflor,coliflores|chou-fleur,choux-fleurs|blumenkohl|花椰菜,菜花
eggplant|own:eggplant|s|eggplants,aubergine,aubergines|berenjena,berenjenas|aubergine,aubergines|aubergine,auberginen|茄子
toast|own:toast|s|toasts,french toast,slice of toast|tostada,tostadas|toast,toasts,pain grillé|toast|吐司,烤面包片
butter|own:butter|s||mantequilla|beurre|butter|黄油
jam|own:jam|s|jams|mermelada,mermeladas|confiture,confitures|marmelade,konfitüre|果酱
jelly bean|own:jelly-bean|s|jelly beans,jellybean,jellybeans|jelly bean,jelly beans|jelly bean,jelly beans|jelly bean,jelly beans|软糖豆,糖豆
yogurt|own:yogurt|s|yogurts,yoghurt,yoghurts|yogur,yogures|yaourt,yaourts,yoghourt,yoghourts|joghurt,joghurts|酸奶
dominoes|own:dominoes|s|domino,dominos|dominó,dominós|domino,dominos|domino,dominosteine,dominostein|多米诺骨牌
frisbee|own:frisbee|s|frisbees,flying disc,flying discs|frisbi,frisbis,disco volador|frisbee,frisbees|frisbee,frisbees,frisbeescheibe|飞盘
boomerang|own:boomerang|s|boomerangs|bumerán,bumeranes|boomerang,boomerangs|bumerang,bumerangs|回旋镖
axolotl|own:axolotl|s|axolotls|ajolote,ajolotes|axolotl,axolotls|axolotl|美西螈,六角恐龙
capybara|own:capybara|m|capybaras|capibara,capibaras,carpincho,carpinchos|capybara,capybaras,cabiai,cabiais|wasserschwein,wasserschweine,capybara,capybaras|水豚
red panda|own:red-panda|m|red pandas,lesser panda,lesser pandas|panda rojo,pandas rojos|panda roux,pandas roux,petit panda,petits pandas|kleiner panda,kleine pandas,roter panda,rote pandas,katzenbär,katzenbären|小熊猫,红熊猫
anteater|own:anteater|m|anteaters,giant anteater,giant anteaters|oso hormiguero,osos hormigueros|fourmilier,fourmiliers,tamanoir,tamanoirs|ameisenbär,ameisenbären|食蚁兽
opossum|own:opossum|s|opossums,possum,possums|zarigüeya,zarigüeyas,tlacuache,tlacuaches|opossum,opossums,sarigue,sarigues|opossum,opossums,beutelratte,beutelratten|负鼠
warthog|own:warthog|m|warthogs|facóquero,facóqueros,jabalí verrugoso,jabalíes verrugosos|phacochère,phacochères|warzenschwein,warzenschweine|疣猪
wombat|own:wombat|m|wombats|wombat,wombats|wombat,wombats|wombat,wombats|袋熊
vulture|own:vulture|m|vultures|buitre,buitres,zopilote,zopilotes|vautour,vautours|geier|秃鹫
piranha|own:piranha|s|piranhas|piraña,pirañas|piranha,piranhas|piranha,piranhas|食人鱼,水虎鱼
manatee|own:manatee|l|manatees,sea cow,sea cows|manatí,manatíes,vaca marina,vacas marinas|lamantin,lamantins|seekuh,seekühe,manati,manatis|海牛
pufferfish|own:pufferfish|s|pufferfishes,puffer fish,puffer fishes,blowfish,blowfishes|pez globo,peces globo|poisson-globe,poissons-globes|kugelfisch,kugelfische|河豚,河鲀
anglerfish|own:anglerfish|s|anglerfishes,angler fish,angler fishes|pez pescador,peces pescadores|baudroie,baudroies|anglerfisch,anglerfische|鮟鱇鱼,鮟鱇
salamander|own:salamander|s|salamanders,newt,newts|salamandra,salamandras,tritón,tritones|salamandre,salamandres,triton,tritons|salamander,molch,molche|蝾螈
centipede|own:centipede|s|centipedes,millipede,millipedes|ciempiés,escolopendra,escolopendras,milpiés|scolopendre,scolopendres,mille-pattes|hundertfüßer,hundertfüßler,tausendfüßer,tausendfüßler|蜈蚣,马陆
cicada|own:cicada|s|cicadas|cigarra,cigarras,chicharra,chicharras|cigale,cigales|zikade,zikaden|蝉,知了
praying mantis|own:praying-mantis|s|praying mantises,mantis,mantises|mantis religiosa,mantis religiosas,mantis|mante religieuse,mantes religieuses,mante,mantes|gottesanbeterin,gottesanbeterinnen|螳螂
binoculars|binoculars|s|binocular,field glasses|prismáticos,binoculares|jumelles|fernglas,feldstecher|双筒望远镜
blender|blender|s|blenders,food processor|licuadora,batidora de vaso|mixeur,blender|mixer,standmixer|搅拌机,榨汁机
circle|circle|s|circles|círculo,círculos|cercle,cercles|kreis,kreise|圆,圆形,圆圈
square|square|s|squares|cuadrado,cuadrados|carré,carrés|quadrat,quadrate|正方形,方形
triangle|triangle|s|triangles|triángulo,triángulos|triangle,triangles|dreieck,dreiecke|三角形
rectangle|rectangle|s|rectangles|rectángulo,rectángulos|rectangle,rectangles|rechteck,rechtecke|长方形,矩形
oval|oval|s|ovals|óvalo,óvalos|ovale,ovales|oval,ovale|椭圆,椭圆形
question mark|question-mark|s|question marks|signo de interrogación,signos de interrogación|point d'interrogation,points d'interrogation|fragezeichen|问号
confetti|confetti|s|party popper,party poppers,streamers|confeti|confettis,cotillons|konfetti|彩纸屑,礼花
crutches|crutches|s|crutch|muleta,muletas|béquille,béquilles|krücke,krücken|拐杖
diaper|diaper|s|diapers,nappy,nappies|pañal,pañales|couche,couches|windel,windeln|尿布,纸尿裤
first aid kit|first-aid-kit|s|first aid kits,first-aid kit,medical kit,first aid box|botiquín,botiquines|trousse de secours,trousses de secours|verbandskasten,erste-hilfe-kasten|急救箱
flip flops|flip-flops|s|flip-flops,flip flop,flipflops,thongs|chanclas,chancletas|tongs|flip-flops,badelatschen|人字拖
ladle|ladle|s|ladles,soup ladle|cucharón,cucharones|louche,louches|schöpfkelle,suppenkelle,kelle|汤勺,长柄勺
calendar|lucide:calendar|s|calendars|calendario,calendarios|calendrier,calendriers|kalender|日历
pill|pill|s|pills,capsule,capsules|pastilla,pastillas,píldora,píldoras|pilule,pilules,gélule,gélules|pille,pillen,tablette,tabletten|药丸,药片,胶囊
plug|lucide:plug|s|plugs,electric plug,power plug|enchufe,enchufes|prise,prises|stecker|插头
stamp|lucide:stamp|s|stamps,rubber stamp,rubber stamps|sello,sellos|tampon encreur,tampons encreurs|stempel|印章,图章
syringe|lucide:syringe|s|syringes,injection,injections,vaccine|jeringa,jeringas,inyección,vacuna|seringue,seringues,piqûre,vaccin|spritze,spritzen,impfung|注射器,针筒,打针
thermometer|lucide:thermometer|s|thermometers|termómetro,termómetros|thermomètre,thermomètres|thermometer|温度计,体温计
wallet|lucide:wallet|s|wallets|billetera,billeteras|portefeuille,portefeuilles|geldbörse,brieftasche,portemonnaie|钱包
watch|lucide:watch|s|watches,wristwatch,wristwatches,pocket watch,pocket watches|reloj de pulsera,relojes de pulsera|montre,montres|armbanduhr,armbanduhren|手表
paper clip|paperclip|s|paper clips,paperclip,paperclips|sujetapapeles|trombone à papier,trombones à papier|büroklammer,büroklammern|回形针
stopwatch|stopwatch|s|stopwatches,timer|cronómetro,cronómetros|chronomètre,chronomètres|stoppuhr,stoppuhren|秒表
target|target|s|targets,bullseye,bull's eye|diana,dianas|cible,cibles|zielscheibe,zielscheiben|靶子
whisk|whisk|s|whisks|batidor,varillas|fouet,fouets|schneebesen|打蛋器
battery|battery-2|s|batteries|pila,pilas,batería,baterías|batterie,batteries|batterie,batterien|电池
highlighter|lucide:highlighter|s|highlighters,highlighter pen,highlighter pens|marcador fluorescente,subrayador,subrayadores|surligneur,surligneurs|textmarker|荧光笔
needle|needle-thread|s|needles,sewing needle,needle and thread,thread,threads|aguja,agujas,hilo|aiguille,aiguilles,fil à coudre|nadel,nadeln,nähnadel,faden|针,针线
toothpaste|own:toothpaste|s|toothpastes,toothpaste tube,toothpaste tubes,tube of toothpaste|pasta de dientes,pasta dental,dentífrico|dentifrice,dentifrices,pâte dentifrice|zahnpasta,zahncreme|牙膏
sink|own:sink|m|sinks,washbasin,washbasins,wash basin,wash basins,bathroom sink,bathroom sinks|lavabo,lavabos,lavamanos|lavabo,lavabos|waschbecken|洗手池,洗手盆,洗脸盆
hairbrush|own:hairbrush|s|hairbrushes,hair brush,hair brushes|cepillo de pelo,cepillos de pelo,cepillo para el pelo,cepillos para el pelo|brosse à cheveux,brosses à cheveux|haarbürste,haarbürsten|发刷,气垫梳
picture frame|own:picture-frame|m|picture frames,photo frame,photo frames,frame,frames|marco,marcos,marco de fotos,portarretratos|cadre,cadres,cadre photo,cadres photo|bilderrahmen,fotorahmen,rahmen|相框,画框
sewing machine|own:sewing-machine|m|sewing machines|máquina de coser,máquinas de coser|machine à coudre,machines à coudre|nähmaschine,nähmaschinen|缝纫机
cupboard|own:cupboard|m|cupboards,cabinet,cabinets,kitchen cabinet,kitchen cabinets,kitchen cupboard,kitchen cupboards|alacena,alacenas,armario de cocina,armarios de cocina|placard,placards,placard de cuisine,meuble de cuisine|schrank,schränke,küchenschrank,küchenschränke|橱柜,柜子
wardrobe|own:wardrobe|l|wardrobes,closet,closets,armoire,armoires|armario,armarios,ropero,roperos|armoire,armoires,penderie,penderies|kleiderschrank,kleiderschränke|衣柜,衣橱
chest of drawers|own:chest-of-drawers|m|chests of drawers,drawers,drawer,dresser,dressers|cómoda,cómodas,cajonera,cajoneras|commode,commodes|kommode,kommoden|五斗柜,抽屉柜
remote control|own:remote-control|s|remote controls,remote,remotes,tv remote,tv remotes|control remoto,controles remotos,mando a distancia,mandos a distancia|télécommande,télécommandes|fernbedienung,fernbedienungen|遥控器
jar|own:jar|s|jars,glass jar,glass jars,jam jar,jam jars,mason jar,mason jars|frasco,frascos,tarro,tarros|bocal,bocaux,pot de confiture|einmachglas,einmachgläser,marmeladenglas,marmeladengläser,schraubglas,schraubgläser|玻璃罐,罐子
chopsticks|own:chopsticks|s|chopstick|palillos,palillos chinos|baguettes chinoises|essstäbchen,stäbchen|筷子
spatula|own:spatula|s|spatulas,pancake turner,pancake turners,fish slice|espátula,espátulas|spatule,spatules|pfannenwender|锅铲
cutting board|own:cutting-board|s|cutting boards,chopping board,chopping boards|tabla de cortar,tablas de cortar,tabla de picar,tablas de picar|planche à découper,planches à découper|schneidebrett,schneidebretter|砧板,菜板,切菜板
grater|own:grater|s|graters,box grater,box graters,cheese grater,cheese graters|rallador,ralladores|râpe,râpes|reibe,küchenreibe|擦丝器,刨丝器
pants|own:trousers|m|trousers,pair of trousers,jeans,slacks|pantalón,pantalones,vaqueros|pantalon,pantalons,jeans|lange hose,jeans|裤子,长裤,牛仔裤
shorts|own:shorts|m|short trousers,short pants,pair of shorts|pantalón corto,pantalones cortos|shorts|kurze hose,kurze hosen,shorts|短裤
slippers|own:slippers|s|slipper,house slippers,bunny slippers|pantufla,pantuflas,zapatilla de casa,zapatillas de casa|pantoufle,pantoufles,chausson,chaussons|hausschuh,hausschuhe,pantoffel,pantoffeln|拖鞋
high heels|own:high-heels|s|high heel,high-heeled shoe,high-heeled shoes,stiletto,stilettos,glass slipper,glass slippers|zapato de tacón,zapatos de tacón,tacones,zapatilla de cristal,zapato de cristal|talon haut,talons hauts,escarpin,escarpins,pantoufle de verre|stöckelschuh,stöckelschuhe,high heels,glasschuh,gläserner schuh|高跟鞋,水晶鞋,玻璃鞋
hoodie|own:hoodie|m|hoodies,hoody,hooded sweatshirt,hooded sweatshirts|sudadera con capucha,sudaderas con capucha|sweat à capuche,sweats à capuche,hoodie,hoodies|kapuzenpullover,kapuzenpulli,hoodie,hoodies|连帽衫,连帽卫衣
swimsuit|own:swimsuit|m|swimsuits,swimming costume,swimming costumes,bathing suit,bathing suits|bañador,bañadores,traje de baño,trajes de baño|maillot de bain,maillots de bain|badeanzug,badeanzüge|泳衣
bow|own:bow|s|bows,ribbon,ribbons,hair bow,hair bows|lazo,lazos,moño,moños|nœud,nœuds,ruban,rubans|schleife,schleifen|蝴蝶结,丝带
bracelet|own:bracelet|s|bracelets,bangle,bangles,charm bracelet,charm bracelets|pulsera,pulseras,brazalete,brazaletes|bracelet,bracelets|armband,armbänder,armreif,armreifen|手镯,手链
earrings|own:earrings|s|earring,drop earrings|pendiente,pendientes,arete,aretes|boucle d'oreille,boucles d'oreilles|ohrring,ohrringe|耳环
headband|own:headband|s|headbands,hairband,hairbands,hair band,hair bands,alice band,alice bands|diadema,diademas|serre-tête,serre-têtes|haarreif,haarreifen|发箍
mask|own:eye-mask|s|masks,eye mask,eye masks,masquerade mask,masquerade masks|antifaz,antifaces,máscara,máscaras|masque,masques|maske,masken|面具
button|own:button|s|buttons|botón,botones|bouton,boutons|knopf,knöpfe|纽扣,扣子
zipper|own:zipper|s|zippers,zip,zips|cremallera,cremalleras,cierre,cierres|fermeture éclair,fermetures éclair|reißverschluss,reißverschlüsse|拉链
blanket|own:blanket|m|blankets,quilt,quilts,patchwork quilt,patchwork quilts|manta,mantas,cobija,cobijas,colcha,colchas|couverture,couvertures|decke,decken,wolldecke,steppdecke|毯子,被子
sprinkler|own:sprinkler|s|sprinklers,lawn sprinkler,lawn sprinklers,garden sprinkler,garden sprinklers|aspersor,aspersores|arroseur,arroseurs|rasensprenger|洒水器
birdbath|own:birdbath|m|birdbaths,bird bath,bird baths|bebedero para pájaros,bebederos para pájaros,baño para pájaros,baños para pájaros|bain d'oiseaux,bains d'oiseaux,bain pour oiseaux,bains pour oiseaux|vogeltränke,vogeltränken,vogelbad,vogelbäder|鸟浴盆
haystack|own:haystack|l|haystacks,hay,hay bale,hay bales|almiar,almiares,heno,paca de heno,pacas de heno|meule de foin,meules de foin,foin,botte de foin,bottes de foin|heuhaufen,heu,heuballen|干草堆,草垛,干草,草捆
greenhouse|own:greenhouse|l|greenhouses,glasshouse,glasshouses,hothouse,hothouses|invernadero,invernaderos|serre,serres|gewächshaus,gewächshäuser,treibhaus,treibhäuser|温室
oasis|own:oasis|l|oases|oasis|oasis|oase,oasen|绿洲
geyser|own:geyser|l|geysers|géiser,géiseres|geyser,geysers|geysir,geysire|间歇泉
throne|own:throne|m|thrones|trono,tronos|trône,trônes|thron,throne|王座,宝座
piñata|own:pinata|m|pinata,pinatas,piñatas|piñata,piñatas|piñata,piñatas|piñata,piñatas|皮纳塔
traffic cone|own:traffic-cone|m|traffic cones,road cone,road cones,safety cone,safety cones|cono de tráfico,conos de tráfico,cono de señalización,conos de señalización|cône de signalisation,cônes de signalisation,cône de chantier,cônes de chantier|leitkegel,verkehrskegel,verkehrshütchen|交通锥,路锥
paddle|own:paddle|m|paddles,oar,oars,canoe paddle,canoe paddles|remo,remos|pagaie,pagaies,rame,rames|paddel,ruder|桨,船桨
flippers|own:flippers|s|swim fins,swimming fins|aletas de natación,aletas de buceo|palmes de natation,palmes de plongée|schwimmflossen,taucherflossen|脚蹼,蛙鞋
sunscreen|own:sunscreen|s|sunscreens,sun cream,suncream,sunblock,sun lotion|protector solar,protectores solares,crema solar,cremas solares,bloqueador solar|crème solaire,crèmes solaires,écran solaire,écrans solaires|sonnencreme,sonnencremes,sonnenmilch|防晒霜,防晒乳
cooler|own:cooler|m|coolers,cool box,cool boxes,cool bag,cool bags,ice chest,ice chests,cooler box,cooler boxes|nevera portátil,neveras portátiles,hielera,hieleras|glacière,glacières|kühlbox,kühlboxen,kühltasche,kühltaschen|冷藏箱,保温箱
pacifier|own:pacifier|s|pacifiers,dummy,dummies,soother,soothers,binky,binkies|chupete,chupetes|tétine,tétines|schnuller|安抚奶嘴,奶嘴
rattle|own:rattle|s|rattles,baby rattle,baby rattles|sonajero,sonajeros|hochet,hochets|babyrassel,babyrasseln|摇铃,婴儿摇铃
bib|own:bib|s|bibs|babero,baberos|bavoir,bavoirs|lätzchen|围嘴,围兜
ringmaster|own:ringmaster|m|ringmasters|jefe de pista,jefes de pista|monsieur loyal,maître de piste,maîtres de piste|zirkusdirektor,zirkusdirektoren|马戏团领班,马戏团主持人
acrobat|own:acrobat|m|acrobats|acróbata,acróbatas|acrobate,acrobates|akrobat,akrobaten,akrobatin,akrobatinnen|杂技演员
tightrope walker|own:tightrope-walker|m|tightrope walkers,tightrope,tightropes,funambulist,funambulists|funambulista,funambulistas,equilibrista,equilibristas|funambule,funambules|seiltänzer,seiltänzerin,seiltänzerinnen|走钢丝,走钢丝演员
strongman|own:strongman|m|strongmen,strong man,strong men|forzudo,forzudos|hercule de foire,hercules de foire|kraftprotz,kraftprotze|大力士
photographer|own:photographer|m|photographers|fotógrafo,fotógrafos,fotógrafa,fotógrafas|photographe,photographes|fotograf,fotografen,fotografin,fotografinnen|摄影师
waiter|own:waiter|m|waiters,waitress,waitresses|camarero,camareros,camarera,camareras,mesero,meseros,mesera,meseras|serveur,serveurs,serveuse,serveuses|kellner,kellnerin,kellnerinnen|服务员,餐厅服务员
cupid|own:cupid|m|cupids|cupido,cupidos|cupidon,cupidons|amorette,amoretten|丘比特
pilgrim|own:pilgrim|m|pilgrims|peregrino,peregrinos|pèlerin,pèlerins|pilger|朝圣者
pen|own:pen|s|pens,ballpoint pen,ballpoint pens,ballpoint,ballpoints,biro,biros|bolígrafo,bolígrafos,boli,bolis|stylo,stylos,stylo à bille,stylos à bille,stylo-bille,stylos-billes|kugelschreiber,kuli,kulis|圆珠笔,原子笔
marker|own:marker|s|markers,felt tip,felt tips,felt-tip pen,felt-tip pens,felt-tip,felt-tips,marker pen,marker pens|rotulador,rotuladores|feutre,feutres,marqueur,marqueurs|filzstift,filzstifte,faserstift,faserstifte,marker|马克笔,记号笔
stapler|own:stapler|s|staplers|grapadora,grapadoras,engrapadora,engrapadoras|agrafeuse,agrafeuses|heftgerät,heftgeräte,heftmaschine,heftmaschinen|订书机,订书器
pencil sharpener|own:pencil-sharpener|s|pencil sharpeners,sharpener,sharpeners|sacapuntas,afilalápices|taille-crayon,taille-crayons|anspitzer,spitzer,bleistiftspitzer|卷笔刀,转笔刀,削笔器
chalk|own:chalk|s|chalks,piece of chalk,pieces of chalk,chalk stick,chalk sticks|tiza,tizas,gis,gises|craie,craies|kreide,tafelkreide|粉笔
whiteboard|own:whiteboard|m|whiteboards,white board,white boards,dry-erase board,dry-erase boards|pizarra blanca,pizarras blancas,pizarrón blanco,pizarrones blancos|tableau blanc,tableaux blancs|whiteboard,whiteboards|白板
locker|own:locker|m|lockers,school locker,school lockers|casillero,casilleros,locker,lockers|casier,casiers|spind,spinde,schließfach,schließfächer|储物柜,更衣柜
tape|own:tape|s|tapes,sticky tape,scotch tape,sellotape,adhesive tape,tape dispenser,tape dispensers|cinta adhesiva,cintas adhesivas,celo,diurex,dispensador de cinta,dispensadores de cinta|ruban adhésif,rubans adhésifs,scotch,dévidoir,dévidoirs|klebeband,klebebänder,klebefilm,tesafilm,tesa,abroller|胶带,透明胶,胶带座
lily|own:lily|s|lilies|azucena,azucenas,lilium|lys,lis|lilie,lilien|百合,百合花
lotus|own:lotus|s|lotuses,lotus flower,lotus flowers|loto,lotos,flor de loto,flores de loto|lotus,fleur de lotus,fleurs de lotus|lotus,lotos,lotosblume,lotosblumen|莲花,荷花
orchid|own:orchid|s|orchids|orquídea,orquídeas|orchidée,orchidées|orchidee,orchideen|兰花
dandelion|own:dandelion|s|dandelions,dandelion clock,dandelion clocks|diente de león,dientes de león|pissenlit,pissenlits|löwenzahn,pusteblume,pusteblumen|蒲公英
fern|own:fern|s|ferns|helecho,helechos|fougère,fougères|farn,farne|蕨,蕨类,蕨类植物
fossil|own:fossil|s|fossils|fósil,fósiles|fossile,fossiles|fossil,fossilien|化石
chestnut|own:chestnut|s|chestnuts,conker,conkers,horse chestnut,horse chestnuts|castaña,castañas|châtaigne,châtaignes|kastanie,kastanien|栗子,板栗
coffee|coffee|s|coffees,hot drink,latte,cappuccino|taza de café|tasse de café|kaffee,kaffeetasse|咖啡
bacon|lucide:bacon|s|rasher,rashers,bacon strip,bacon strips|tocino,beicon,panceta|bacon|speck,frühstücksspeck|培根
galaxy|lucide:galaxy|l|galaxies,milky way,spiral galaxy|galaxia,galaxias,vía láctea|galaxie,galaxies,voie lactée|galaxie,galaxien,milchstraße|银河,星系
shield|shield|s|shields|escudo,escudos|bouclier,boucliers|schild,schilde|盾,盾牌
snowboard|snowboarding|m|snowboards,snowboarder,snowboarders,snowboarding|tabla de snowboard,snowboarder|snowboard,snowboardeur|snowboard,snowboarder|滑雪板,单板滑雪
tablet|lucide:tablet|s|tablets,ipad,ipads|tableta,tabletas|tablette tactile,tablettes tactiles|tablet,tablets|平板电脑,平板
jet ski|jetski|m|jet skis,jetski,jetskis,water scooter|moto acuática,motos acuáticas|jet-ski,scooter des mers|jetski,wassermotorrad|水上摩托
cashier|own:cashier|m|cashiers,checkout assistant,checkout assistants|cajero,cajera,cajeros,cajeras|caissier,caissière,caissiers,caissières|kassierer,kassiererin,kassiererinnen|收银员
electrician|own:electrician|m|electricians|electricista,electricistas|électricien,électricienne,électriciens|elektriker,elektrikerin|电工
zookeeper|own:zookeeper|m|zookeepers,zoo keeper,zoo keepers|cuidador del zoo,cuidadora del zoo,cuidadores del zoo|gardien de zoo,gardienne de zoo,gardiens de zoo,soigneur animalier|tierpfleger,tierpflegerin,zoowärter|动物饲养员,饲养员
musician|own:musician|m|musicians,guitarist,guitarists,guitar player,guitar players|músico,músicos,guitarrista,guitarristas|musicien,musicienne,musiciens,guitariste,guitaristes|musiker,musikerin,gitarrist,gitarristin|音乐家,吉他手
reporter|own:reporter|m|reporters,journalist,journalists,news reporter,news reporters|reportero,reportera,reporteros,periodista,periodistas|reporter,reporters,journaliste,journalistes|reporter,reporterin,journalist,journalistin|记者
librarian|own:librarian|m|librarians|bibliotecario,bibliotecaria,bibliotecarios|bibliothécaire,bibliothécaires|bibliothekar,bibliothekarin,bibliothekare|图书管理员
spy|own:spy|m|spies,secret agent,secret agents|espía,espías,agente secreto,agentes secretos|espion,espionne,espions,agent secret|spion,spionin,spione,geheimagent|间谍,特工
inventor|own:inventor|m|inventors|inventor,inventora,inventores|inventeur,inventrice,inventeurs|erfinder,erfinderin|发明家
judge|own:judge|m|judges|juez,jueza,jueces|juge,juges|richter,richterin|法官
garbage collector|own:garbage-collector|m|garbage collectors,bin man,bin men,binman,binmen,dustman,dustmen,garbage man,garbage men,garbageman,trash collector,trash collectors,refuse collector|basurero,basureros,recolector de basura|éboueur,éboueurs|müllmann,müllmänner,müllwerker|环卫工人,垃圾清运工
twins|own:twins|m|twin,identical twins|gemelos,gemelas,mellizos,mellizas|jumeaux|zwillinge,zwilling|双胞胎
tailor|own:tailor|m|tailors,seamstress,seamstresses,dressmaker,dressmakers|sastre,sastres,costurera,modista|tailleur,couturier,couturière,couturières|schneider,schneiderin|裁缝
snowball|own:snowball|s|snowballs,snowball fight,snowball fights|bola de nieve,bolas de nieve,guerra de bolas de nieve|boule de neige,boules de neige,bataille de boules de neige|schneeball,schneebälle,schneeballschlacht|雪球,打雪仗
cornucopia|own:cornucopia|m|cornucopias,horn of plenty,horns of plenty|cornucopia,cornucopias,cuerno de la abundancia|corne d'abondance,cornes d'abondance|füllhorn,füllhörner|丰饶角,丰裕之角
daffodil|own:daffodil|s|daffodils,narcissus,narcissi,narcissuses|narciso,narcisos|jonquille,jonquilles,narcisse,narcisses|narzisse,narzissen,osterglocke,osterglocken|水仙,水仙花,黄水仙
bluebell|own:bluebell|s|bluebells,wild hyacinth,wild hyacinths|jacinto silvestre,jacintos silvestres,jacinto de los bosques|jacinthe des bois,jacinthes des bois|hasenglöckchen|蓝铃花,野风信子
earmuffs|own:earmuffs|s|earmuff,ear muffs,ear muff|orejeras,orejera|cache-oreilles|ohrenschützer,ohrenwärmer|耳罩,耳套
brachiosaurus|own:brachiosaurus|l|brachiosauruses,brachiosaur,brachiosaurs,brontosaurus,brontosauruses,diplodocus,apatosaurus,long neck dinosaur,long neck dinosaurs,long-necked dinosaur,long-necked dinosaurs|braquiosaurio,braquiosaurios,brontosaurio,brontosaurios,diplodocus,apatosaurio,apatosaurios|brachiosaure,brachiosaures,brontosaure,brontosaures,diplodocus,apatosaure,apatosaures|brachiosaurus,brachiosaurier,brontosaurus,diplodocus,apatosaurus|腕龙,雷龙,梁龙,迷惑龙
velociraptor|own:velociraptor|m|velociraptors,raptor,raptors|velociraptor,velociraptores,velocirraptor,velocirraptores|vélociraptor,vélociraptors|velociraptor,velociraptoren|迅猛龙,伶盗龙
mammoth|own:mammoth|l|mammoths,woolly mammoth,woolly mammoths,wooly mammoth,wooly mammoths|mamut,mamuts,mamut lanudo,mamuts lanudos|mammouth,mammouths,mammouth laineux,mammouths laineux|mammut,mammuts,mammute,wollhaarmammut|猛犸象,猛犸,长毛象
cape|own:cape|m|capes,cloak,cloaks,superhero cape,superhero capes|capa,capas,capa de superhéroe|cape,capes|umhang,umhänge,cape,capes|斗篷,披风
sphinx|own:sphinx|l|sphinxes,great sphinx|esfinge,esfinges|sphinx,grand sphinx|sphinx,sphingen|狮身人面像,斯芬克斯
rice|own:rice|s|bowl of rice,bowls of rice|arroz,tazón de arroz,cuenco de arroz|riz,bol de riz,bols de riz|reis,reisschale,reisschüssel|米饭,白米饭,一碗米饭
meatballs|own:meatballs|s|meatball,spaghetti and meatballs,spaghetti with meatballs|albóndigas,albóndiga,espaguetis con albóndigas|boulettes,boulette,boulettes de viande,spaghettis aux boulettes|fleischbällchen,spaghetti mit fleischbällchen|肉丸,意大利肉丸面,肉丸意面
nachos|own:nachos|s|nacho,tortilla chips,tortilla chip|nachos,totopos|nachos|nachos|墨西哥玉米片,玉米片,玉米脆片
jelly|own:jelly|s|jellies,jello,jell-o,jelly dessert,jelly desserts,gelatin,gelatine,gelatin dessert|gelatina,gelatinas|gelée,gelées|wackelpudding,götterspeise|果冻
pudding|own:pudding|s|puddings,christmas pudding,christmas puddings,plum pudding,plum puddings,figgy pudding|pudín,pudines,budín,budines,pudín de navidad|pudding,puddings,pudding de noël|pudding,puddings,plumpudding,weihnachtspudding|布丁,圣诞布丁,葡萄干布丁
glue|own:glue|s|glue bottle,glue bottles,glue stick,glue sticks,school glue|pegamento,pegamentos,barra de pegamento|colle,tube de colle,bâton de colle|kleber,klebstoff,klebestift,klebestifte,leim|胶水,胶棒,固体胶
restaurant|own:restaurant|l|restaurants,diner,diners,bistro,bistros|restaurante,restaurantes|restaurant,restaurants|restaurant,restaurants|餐厅,饭店,餐馆
valley|own:valley|l|valleys|valle,valles|vallée,vallées|tal,täler|山谷
swamp|own:swamp|l|swamps,marsh,marshes,bog,bogs,wetland,wetlands|pantano,pantanos,ciénaga,ciénagas,humedal,humedales|marais,marécage,marécages|sumpf,sümpfe,moor,moore|沼泽,湿地
savanna|own:savanna|l|savannas,savannah,savannahs|sabana,sabanas|savane,savanes|savanne,savannen|稀树草原,热带草原
tundra|own:tundra|l|tundras|tundra,tundras|toundra,toundras|tundra,tundren|苔原,冻原
ivy|own:ivy|s|ivies|hiedra,hiedras|lierre,lierres|efeu|常春藤
vine|own:vine|m|vines,grapevine,grapevines,beanstalk,beanstalks|vid,vides,parra,parras,habichuelas mágicas|vigne,vignes,haricot magique|weinrebe,weinreben,rebe,reben,weinstock,weinstöcke,bohnenranke|葡萄藤,魔豆
moss|own:moss|m|mosses|musgo,musgos|mousse,mousses|moos|苔藓,青苔
paint|own:paint|s|can of paint,cans of paint,paint pot,paint pots,paint can,paint cans,paint tin,paint tins,tin of paint,tins of paint|bote de pintura,botes de pintura,lata de pintura,latas de pintura|pot de peinture,pots de peinture|farbeimer,farbdose,farbdosen,farbtopf,farbtöpfe|油漆桶,油漆
napkin|own:napkin|s|napkins,table napkin,table napkins|servilleta,servilletas|serviette de table,serviettes de table|stoffserviette,stoffservietten|餐巾
tablecloth|own:tablecloth|m|tablecloths|mantel de mesa,manteles de mesa|nappe,nappes|tischdecke,tischdecken,tischtuch,tischtücher|桌布,台布
tin can|own:tin-can|s|tin cans,food tin|lata,latas,lata de conserva,latas de conserva|boîte de conserve,boîtes de conserve|konservendose,konservendosen,blechdose,blechdosen|罐头,铁罐
doorbell|own:doorbell|s|doorbells|timbre,timbres|sonnette,sonnettes|türklingel,türklingeln|门铃
termite|own:termite|s|termites|termita,termitas|termite,termites|termite,termiten|白蚁
hourglass|lucide:hourglass|s|hourglasses,sand timer,sand timers,egg timer|reloj de arena,relojes de arena|sablier,sabliers|sanduhr,sanduhren|沙漏
steamroller|own:steamroller|l|steamrollers,road roller,road rollers|apisonadora,apisonadoras|rouleau compresseur,rouleaux compresseurs|dampfwalze,dampfwalzen,straßenwalze,straßenwalzen|压路机
combine harvester|own:combine-harvester|l|combine harvesters,harvester,harvesters|cosechadora,cosechadoras|moissonneuse-batteuse,moissonneuses-batteuses|mähdrescher|联合收割机,收割机
rickshaw|own:rickshaw|l|rickshaws,auto rickshaw,auto rickshaws,tuk tuk,tuk tuks,tuk-tuk,tuk-tuks,tuktuk,tuktuks|mototaxi,mototaxis,tuk tuk,tuk-tuk,rickshaw,rickshaws|tuk-tuk,tuk-tuks,rickshaw,rickshaws,auto-rickshaw,auto-rickshaws|tuk-tuk,tuk-tuks,autorikscha,autorikschas,rikscha,rikschas|嘟嘟车,突突车,机动三轮车
tugboat|own:tugboat|l|tugboats,tug boat,tug boats|remolcador,remolcadores|remorqueur,remorqueurs|schleppboot,schleppboote|拖船
hovercraft|own:hovercraft|l|hovercrafts|aerodeslizador,aerodeslizadores,hovercraft|aéroglisseur,aéroglisseurs,hovercraft|luftkissenboot,luftkissenboote,hovercraft|气垫船
seaplane|own:seaplane|l|seaplanes,floatplane,floatplanes,sea plane,sea planes|hidroavión,hidroaviones|hydravion,hydravions|wasserflugzeug,wasserflugzeuge|水上飞机
glider|own:glider|l|gliders,sailplane,sailplanes|planeador,planeadores|planeur,planeurs|segelflugzeug,segelflugzeuge|滑翔机
biplane|own:biplane|l|biplanes|biplano,biplanos|biplan,biplans|doppeldecker|双翼飞机,双翼机
moon buggy|own:lunar-rover|l|moon buggies,lunar rover,lunar rovers,moon rover,moon rovers|vehículo lunar,vehículos lunares,róver lunar,róveres lunares|véhicule lunaire,véhicules lunaires,rover lunaire,rovers lunaires|mondauto,mondautos,mondfahrzeug,mondfahrzeuge|月球车
snowplow|own:snowplow|l|snowplows,snow plow,snow plows,snowplough,snowploughs,snow plough,snow ploughs|quitanieves|chasse-neige|schneepflug,schneepflüge|扫雪车,铲雪车,除雪车
monorail|own:monorail|l|monorails|monorraíl,monorraíles,monorriel,monorrieles|monorail,monorails|einschienenbahn,einschienenbahnen,monorail|单轨列车,单轨铁路
caboose|own:caboose|l|cabooses|cabús,furgón de cola|fourgon de queue,fourgons de queue|güterzugbegleitwagen|守车
railroad crossing|own:railroad-crossing|l|railroad crossings,railway crossing,railway crossings,level crossing,level crossings,train crossing,train crossings,crossing sign,crossing signs|paso a nivel,pasos a nivel|passage à niveau,passages à niveau|bahnübergang,bahnübergänge|铁路道口,道口
elevator|own:elevator|l|elevators|ascensor,ascensores,elevador,elevadores|ascenseur,ascenseurs|aufzug,aufzüge,fahrstuhl,fahrstühle|电梯
escalator|own:escalator|l|escalators,moving stairs,moving staircase,moving staircases|escalera mecánica,escaleras mecánicas|escalier mécanique,escaliers mécaniques,escalator,escalators|rolltreppe,rolltreppen|自动扶梯,扶梯
ferret|own:ferret|s|ferrets|hurón,hurones|furet,furets|frettchen|雪貂
swordfish|own:swordfish|l|swordfishes,sword fish|pez espada,peces espada|espadon,espadons|schwertfisch,schwertfische|剑鱼
catfish|own:catfish|s|catfishes,cat fish|bagre,bagres,pez gato,peces gato|poisson-chat,poissons-chats,silure,silures|wels,welse|鲶鱼,鲇鱼
angelfish|own:angelfish|s|angelfishes,angel fish|pez ángel,peces ángel,escalar,escalares|poisson-ange,poissons-anges,scalaire,scalaires|skalar,skalare|神仙鱼
lionfish|own:lionfish|s|lionfishes,lion fish|pez león,peces león|poisson-lion,poissons-lions,rascasse volante,rascasses volantes|rotfeuerfisch,rotfeuerfische,feuerfisch,feuerfische|蓑鲉,狮子鱼
lavender|own:lavender|s|lavenders,lavender plant|lavanda,lavandas|lavande,lavandes|lavendel|薰衣草
bonsai|own:bonsai|s|bonsais,bonsai tree,bonsai trees|bonsái,bonsáis|bonsaï,bonsaïs|bonsai,bonsais|盆景
constellation|own:constellation|m|constellations,big dipper|constelación,constelaciones|constellation,constellations|sternbild,sternbilder,großer wagen|星座,北斗七星
jupiter|own:jupiter|m|planet jupiter|júpiter|jupiter|jupiter|木星
hurricane|own:hurricane|m|hurricanes,typhoon,typhoons,cyclone,cyclones|huracán,huracanes,tifón,tifones,ciclón,ciclones|ouragan,ouragans,typhon,typhons,cyclone,cyclones|hurrikan,hurrikane,taifun,taifune|飓风,台风
sundial|own:sundial|m|sundials|reloj de sol,relojes de sol|cadran solaire,cadrans solaires|sonnenuhr,sonnenuhren|日晷
credit card|credit-card|s|credit cards,bank card,debit card|tarjeta de crédito,tarjetas de crédito|carte bancaire,carte de crédit|kreditkarte,bankkarte|信用卡,银行卡
cassette|lucide:cassette-tape|s|cassettes,cassette tape,cassette tapes,tape recorder|casete,casetes,cinta de casete|cassette audio,cassettes audio|kassette,kassetten|磁带
cinema|lucide:cinema|l|cinemas,movie theater,movie theatre,movies|cine,cines|cinéma,cinémas|kino,kinos|电影院
hotel|lucide:hotel|l|hotels|hotel,hoteles|hôtel,hôtels|hotel,hotels|酒店,宾馆
origami|lucide:origami|s|paper crane,paper cranes,paper bird|origami,grulla de papel|origami,grue en papier|origami,papierkranich|折纸,纸鹤
speaker|lucide:speaker|s|speakers,loudspeakers,speaker box|altavoz,altavoces,bocina|haut-parleur,haut-parleurs,enceinte|lautsprecher|音箱,扬声器
metronome|metronome|s|metronomes|metrónomo,metrónomos|métronome,métronomes|metronom,metronome|节拍器
podium|podium|m|podiums,lectern,lecterns|podio,atril|lutrin|rednerpult,pult|讲台
receipt|receipt|s|receipts|recibo,recibos,ticket de compra|reçu,reçus,ticket de caisse|kassenbon,quittung,beleg|收据,小票
signpost|sign-right|m|signposts,sign,signs,road sign,direction sign,arrow sign|letrero,señal,señales,poste indicador|panneau,panneaux,poteau indicateur|wegweiser|路标,指示牌
price tag|tag|s|price tags,label tag,gift tag,gift tags|etiqueta,etiquetas|étiquette,étiquettes|preisschild,etikett,anhänger|价签,标签
theater|theater|l|theatre,theaters,theatres,puppet theater|teatro,teatros|théâtre,théâtres|theater,theatre|剧院
trash can|trash|s|trash cans,garbage can,garbage cans,rubbish bin,rubbish bins,dustbin,dustbins,bin,bins,wastebasket,waste bin|papelera,papeleras,cubo de basura,bote de basura|poubelle,poubelles|mülleimer,abfalleimer,mülltonne|垃圾桶
`;

/**
 * Compound names whose parts are subjects of their own but which name something else (a sea lion is neither the sea
 * nor a lion): read as a whole and reported as something we cannot draw, never drawn as their parts.
 */
const COMPOUNDS_NOT_DRAWN = [
  'dog fish',
  'star fruit',
  'dragon fruit',
  'horse fly',
  'spider man',
  'computer keyboard',
  'traffic jam',
  'rubber band',
  'rolling pin',
  'opera house',
  'bat man',
  '海牛',
];

/**
 * Groups people ask for by one word ("farm animals", "animales marinos", "fruits", 水果): each reads as a few of its
 * commonest members, the most typical first (the page draws as many as its level holds).
 * Row format: `members (subject names, +)|english words|español|français|deutsch|中文`.
 */
const GROUP_ROWS = `
cow+pig+sheep+chicken+horse+duck|farm animals,farmyard animals,barnyard animals,farm animal|animales de granja,animales de la granja|animaux de la ferme,animaux de ferme|bauernhoftiere,tiere auf dem bauernhof|农场动物,农场的动物
monkey+tiger+elephant+snake+bird|jungle animals,rainforest animals,jungle animal|animales de la selva,animales de la jungla|animaux de la jungle,animaux de la forêt tropicale|dschungeltiere,tiere im dschungel|丛林动物
lion+elephant+giraffe+zebra+monkey|zoo animals,safari animals,wild animals,african animals,savanna animals,zoo animal|animales del zoo,animales del zoológico,animales salvajes,animales de la sabana|animaux du zoo,animaux sauvages,animaux de la savane|zootiere,wilde tiere,safaritiere,tiere im zoo|动物园,动物园的动物,野生动物
fish+whale+octopus+crab+turtle+dolphin|sea animals,ocean animals,sea creatures,marine animals,sea life,ocean life,marine life,underwater animals,sea animal|animales marinos,animales del mar,vida marina|animaux marins,animaux de la mer,vie marine|meerestiere,tiere im meer|海洋动物,海洋生物
fish+octopus+seaweed+starfish+shell+crab|underwater,underwater scene,under the sea,under water|bajo el mar,fondo marino,mundo submarino,submarino|sous la mer,sous l'eau,fond marin,fonds marins,monde sous-marin|unterwasser,unter wasser,unterwasserwelt|海底,水下
fox+deer+owl+squirrel+hedgehog+bear|forest animals,woodland animals,woodland creatures,forest creatures|animales del bosque|animaux de la forêt,animaux des bois|waldtiere,tiere im wald|森林动物
bear+penguin+seal+whale|arctic animals,polar animals,antarctic animals|animales polares,animales del ártico|animaux polaires,animaux de la banquise|polartiere|极地动物
dog+cat+rabbit+fish+bird|pets,pet animals|mascotas,mascota|animaux de compagnie|haustiere|宠物
dog+cat+elephant+lion+rabbit+bird|animals,animal,cute animals,baby animals|animales,animalitos|animaux,animal|tiere,tierbabys|动物,小动物
bee+ladybug+butterfly+ant+beetle|insects and bugs,creepy crawlies|insectos,bichos|insectes,petites bêtes|insekten,krabbeltiere|昆虫
apple+banana+strawberry+pear+grapes|fruits,fruit|frutas,fruta|fruits,fruit|obst,früchte|水果
carrot+broccoli+tomato+corn|vegetables,veggies,vegetable|verduras,vegetales,hortalizas|légumes|gemüse|蔬菜
pizza+ice cream+cake+apple+carrot|food,foods,snacks,kawaii food|comida,alimentos|nourriture,aliments|essen,lebensmittel|食物,美食
car+bus+train+plane+boat|vehicles,transport,transportation,things that go|vehículos,transportes,medios de transporte|véhicules,transports,moyens de transport|fahrzeuge,verkehrsmittel|交通工具
moon+lantern+star|ramadan,eid,ramadan kareem,eid mubarak|ramadán|aïd,aïd el-fitr|zuckerfest|斋月,开斋节
bowl+apple+banana+grapes|fruit bowl,fruit bowls|frutero,fruteros|coupe de fruits,corbeille de fruits|obstschale,obstschalen|果盘
carrot+tomato+corn+broccoli|vegetable garden,vegetable gardens,vegetable patch,veggie garden|huerta,huertas,huerto de verduras|potager,potagers|gemüsegarten,gemüsebeet|菜园,菜地
oven+teapot+mug|kitchen,kitchens|cocina,cocinas|cuisine,cuisines|küche,küchen|厨房
moon+rabbit+lantern|mid-autumn festival,moon festival|festival de medio otoño|fête de la mi-automne|mondfest|中秋节,中秋
winter+spring+summer+autumn|four seasons,seasons,the four seasons|cuatro estaciones,las estaciones|quatre saisons,les saisons|vier jahreszeiten,jahreszeiten|四季,四个季节
sun+cloud+rain+snow|weather,the weather,weather chart|clima,el clima|météo,meteo,la météo|wetter|天气
chair+table+sofa+bed|furniture|muebles|meubles|möbel|家具
bride+groom|wedding,weddings|boda,bodas|mariage,mariages|hochzeit,hochzeiten|婚礼
dragon+lantern|chinese new year,lunar new year|año nuevo chino|nouvel an chinois|chinesisches neujahr|春节,农历新年
fireworks+flag+star|fourth of july,4th of july,independence day,canada day|4 de julio,día de la independencia|14 juillet,fête nationale|unabhängigkeitstag|独立日
clover+leprechaun|st patricks day,saint patrick's day,saint patricks day,st. patrick's day,st. patricks day|día de san patricio,san patricio|saint-patrick,la saint-patrick|st. patricks day|圣帕特里克节
bulldozer+crane+truck|construction site,building site,construction vehicles|obra,obras,vehículos de construcción|chantier,engins de chantier|baustelle,baufahrzeuge|工地,工程车
guitar+drum+microphone|band,bands,rock band,rock bands,music band|grupo de música,grupo de rock|groupe de musique,groupe de rock|musikband,rockband|乐队,乐团
violin+cello+trumpet+piano+drum|orchestra,orchestras,symphony orchestra|orquesta,orquestas|orchestre,orchestres|orchester|管弦乐队,交响乐团
drum+trumpet+flag+balloon|parade,parades,carnival parade|desfile,desfiles,cabalgata,carnaval|défilé,défilés,carnaval|umzug,festumzug,karnevalsumzug,fasching,karneval|游行,花车游行
drum+trumpet+trombone|marching band,marching bands,brass band,brass bands|banda de música,banda de marcha|fanfare,fanfares|blaskapelle,spielmannszug|军乐队,铜管乐队
`;

export type MotifSize = 's' | 'm' | 'l';

/** A word as typed without accents (panadería → panaderia); German umlauts are kept (Bär is no "bar"). */
function withoutAccents(word: string): string {
  return /[äöü]/.test(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, '');
}

export interface Subject {
  /** The subject's English name, as reported ("We can't draw …", bench). */
  name: string;
  /** The picture: a Tabler icon name, `lucide:<name>` or `own:<name>`. */
  picture: string;
  size: MotifSize;
}

let table: {
  byWord: Map<string, Subject>;
  german: Map<string, Subject>;
  phrases: string[];
  subjects: Subject[];
  notDrawn: Set<string>;
  /** Group words (any language, lower case) → the members drawn for them. */
  groups: Map<string, Subject[]>;
} | null = null;

/**
 * All words (lower case) of every language → the subject; multi-word names and Chinese names as phrases, with the
 * compound names we cannot draw among them (so "sea lion" is read before "sea" and "lion").
 */
export function vocabulary() {
  if (table) return table;
  const byWord = new Map<string, Subject>();
  const subjects: Subject[] = [];
  const phrases = new Set<string>();
  for (const row of ROWS.trim().split('\n')) {
    const [name, picture, size, ...languages] = row.split('|');
    const subject: Subject = { name: name!, picture: picture!, size: size as MotifSize };
    subjects.push(subject);
    for (const word of [name!, ...languages.flatMap((words) => words.split(','))]) {
      const key = word.trim().toLowerCase();
      if (!key || byWord.has(key)) continue;
      byWord.set(key, subject);
      // Several words, or a script written without spaces (Chinese): matched as a phrase inside the prompt.
      if (key.includes(' ') || /[\u3400-\u9fff]/.test(key)) phrases.add(key);
    }
  }
  // German declines nouns: den Jungen, dem Bären, den Löwen, den Kindern (the table lists the nominative and usually
  // the plural). Each single German word also reads with -n and -en, where that spelling is no word of the table.
  // In a German prompt a German word reads as German where another language spells a word alike (Hut is a hat, not a
  // hut): `german` holds the German words.
  const german = new Map<string, Subject>();
  for (const row of ROWS.trim().split('\n')) {
    const cells = row.split('|');
    const subject = byWord.get(cells[0]!.trim().toLowerCase())!;
    for (const word of (cells[6] ?? '').split(',')) {
      const key = word.trim().toLowerCase();
      if (key && !german.has(key)) german.set(key, subject);
      if (!key || key.includes(' ')) continue;
      for (const inflected of [`${key}n`, `${key}en`]) {
        if (!byWord.has(inflected)) byWord.set(inflected, subject);
        if (!german.has(inflected)) german.set(inflected, subject);
      }
    }
  }
  // Typed without accents (panaderia, arcoiris, nino): each single word with accents also reads without them, where
  // that spelling is neither a word of the table nor an English word (thé without its accent is "the"). Not German
  // umlauts: Bär without its dots is "bar".
  for (const [key, subject] of [...byWord]) {
    if (key.includes(' ')) continue;
    const plain = withoutAccents(key);
    if (plain !== key && !byWord.has(plain) && !isEnglishWord(plain)) byWord.set(plain, subject);
  }
  for (const compound of COMPOUNDS_NOT_DRAWN) phrases.add(compound);
  // Group words are read as phrases (one word or several), before the subjects' own words.
  const groups = new Map<string, Subject[]>();
  for (const row of GROUP_ROWS.trim().split('\n')) {
    const [members, ...languages] = row.split('|');
    const drawn = members!.split('+').map((name) => {
      const member = byWord.get(name);
      if (!member) throw new Error(`group member ${name} is no subject`);
      return member;
    });
    for (const word of languages.flatMap((words) => words.split(','))) {
      const key = word.trim().toLowerCase();
      // Also without accents (legumes), as the single words above: not where that is an English word (aïd, aid).
      const plain = withoutAccents(key);
      for (const form of plain === key || isEnglishWord(plain) ? [key] : [key, plain]) {
        if (!form || byWord.has(form) || groups.has(form)) continue;
        groups.set(form, drawn);
        phrases.add(form);
      }
    }
  }
  // Longest phrases first, so "teddy bear" wins over "bear" and 泰迪熊 over 熊.
  table = {
    byWord,
    german,
    phrases: [...phrases].sort((a, b) => b.length - a.length),
    subjects,
    notDrawn: new Set(COMPOUNDS_NOT_DRAWN),
    groups,
  };
  return table;
}
