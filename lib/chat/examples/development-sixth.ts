import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_SIXTH: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "Dem don carry my papa go Kissy police station dis morning, dem nor wan lef am. Abeg wetin we go do?",
    intent: "urgent",
  },
  {
    message:
      "My husband and I have been having trouble with his brother over the family land in Waterloo for about two years now. We went to the chief, then to the local court, and nothing was settled. Last week his brother came with some boys and there was a fight at the boundary pillars. This evening two officers came in a pickup, put my husband in the back and drove him to Waterloo station. He is still there and they say he will sleep in the cell tonight. Please what can we do right now?",
    intent: "urgent",
  },
  {
    message: "POLIS DEM DEY NA MI DOOR NOW DEM SE DEM GET WARRANT FO MI",
    intent: "urgent",
  },
  {
    message: "my son hasnt come home, his friend says the CID boys picked him up at the junction in Congo Cross and he is sitting in their lock up",
    intent: "urgent",
  },
  {
    message: "Brother in cell at Central since Friday, no charge yet. Need lawyer today",
    intent: "urgent",
  },
  {
    message: "pls my wife dey inside police cell 4 2 days nw, dem nor gree mek we see am. hw we go get am out 2day",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my uncle, Mr. Sorie Kargbo, who was taken into custody at Eastern Police Division yesterday afternoon and remains there at present. We urgently require a lawyer to attend on him. Kindly advise how soon someone can come.",
    intent: "urgent",
  },
  {
    message: "my brthr was takn by polis last nite frm his shp in bo and still dey at d statn, wat 2 do",
    intent: "urgent",
  },
  {
    message:
      "They came for my cousin at his workplace yesterday and he has not been let go. The officer at the front desk keeps telling us he is 'helping with enquiries' but it has been more than 30 hours now and nobody has seen him.",
    intent: "urgent",
  },
  {
    message:
      "My daughter was picked up by officers at Lumley beach this afternoon and she's still at the station. Can someone come now, and what will it cost?",
    intent: "urgent",
  },
  {
    message: "Abeg una help me, dem hol mi broda na Makeni polis since tuday, dem se na tif but e nor tif notin",
    intent: "urgent",
  },
  {
    message:
      "I run a small shop in Kenema selling phones. Last month a customer claimed one phone I sold him was stolen, and I showed him my receipt from the supplier in Freetown, so I thought it had ended there. This morning officers came to the shop, took all the phones and took my shop boy with them. He is in their cells now and I am standing outside the station. Do you have someone who can come?",
    intent: "urgent",
  },
  {
    message: "The magistrate sent my brother to Pademba Road on remand this morning. He's there now. What can be done to get him out?",
    intent: "urgent",
  },
  {
    message:
      "My fiance and I were planning our wedding for December and had just finished paying for the hall at Brookfields. On Tuesday night he went to settle a quarrel between his younger brother and some boys at Aberdeen. Somehow the officers who came took him instead of the boys. He has been in the holding cell at Aberdeen station since then and no one will tell us anything, not even what he is supposed to have done.",
    intent: "urgent",
  },
  {
    message: "they put handcuffs on my dad in front of our house an hour ago and drove off with him",
    intent: "urgent",
  },
  {
    message: "Polis don tek mi sista pikin, e na 16 yia, dem de kip am na Congo Cross station. Wetin a fo du naw?",
    intent: "urgent",
  },
  {
    message: "URGENT MY HUSBAND DETAINED AT LUNGI AIRPORT BY OFFICERS SINCE MORNING PLEASE HELP",
    intent: "urgent",
  },
  {
    message: "Is a lawyer available right now? There are officers outside my gate asking for me and my son by name.",
    intent: "urgent",
  },
  {
    message:
      "We have a palaver over a plot in Goderich and the other side has plenty connections. We thought the matter would go to court normally. Tonight they sent police who took my younger brother because he was the one watching the land. He is sleeping at the station now and they are asking for money to release him. Wetin we fit do tonight?",
    intent: "urgent",
  },
  {
    message: "mi mama dey na polis 4 sinc yestday abt sm market wahala, dem nor releas am. cn u snd lawyer 2day",
    intent: "urgent",
  },
  {
    message:
      "My colleague never came back from the ministry. Security there handed him over to the police around noon and they still have him. His phone is switched off and his wife is crying here with me.",
    intent: "urgent",
  },
  {
    message: "Friend being held at Wellington police post, they won't let him make a call. Need help asap",
    intent: "urgent",
  },
  {
    message: "my hsbnd is detaind in custdy rite now at kisy polce, plese hlp",
    intent: "urgent",
  },
  {
    message:
      "Kushe. Me na trader na Dove Cot market. Yesiday dem kam wit pikop, dem tek mi man se e sel tif gudz. E stil de na selu. Wi nor get moni fo bel. Abeg una go ep wi?",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I am writing because our clearing agent was detained by customs officers at the Quay this morning together with the consignment, and he is still being held at the port police post. Please advise whether a lawyer can attend to him today.",
    intent: "urgent",
  },
  {
    message:
      "Mi broda na okada rayda. Tide monin e bin de kari pasenja na Kissy Road, wan traffic polis stop am se e nor get laysens. Dem kwarel smol, naw dem don tek am go na Kissy polis steshon, dem se dem go kip am te moni pe. Mi mama de kray. Una fit sen lawyer fo go tok fo am naw naw?",
    intent: "urgent",
  },
  {
    message:
      "Mi pikin na Form 4 na Albert Academy. Las wik in skul en oda skul bin fet, bot e nor bin de de, e bin de na os. Tide monin wen e de go skul, som man dem we nor wia yunifom kam grab am na rod na Kissy Mess Mess. Naw e de na CID en dem nor gri mek wi si am. Abeg una kam ep wi!",
    intent: "urgent",
  },
  {
    message:
      "How do I get my father out of the cell tonight? He was locked up after the accident on Wilkinson Road and the other driver's family is pushing the police to keep him there.",
    intent: "urgent",
  },
  {
    message: "are u open tonite? my son is locked up at the station and somebody has to come there now",
    intent: "urgent",
  },
  {
    message:
      "Soldiers stopped our vehicle at the checkpoint near Masiaka, took my husband out and he is being kept at the barracks. They haven't said why and it's been since 6 this morning.",
    intent: "urgent",
  },
  {
    message: "dem lok mi broda insay, nor bel, nor charge, 3 days now. wetin una go du",
    intent: "urgent",
  },
  {
    message: "Been at the station since 2am with my wife. They've got her in the back and won't say why. Please call me",
    intent: "urgent",
  },
  {
    message:
      "My older brother works with a microfinance company in Bo. There was an audit last month and some money is missing, which we thought was an office matter. Yesterday evening men in plain clothes came and carried him away. Today we found out he is at Bo police, they are keeping him there and saying he will go to court next week. Abeg, una get lawyer for Bo?",
    intent: "urgent",
  },
  // ── safety ──
  {
    message: "My husband beats me every night when he comes back drunk. Tonight he said he will kill me. I'm hiding at the neighbour's.",
    intent: "safety",
  },
  {
    message:
      "Wi don mared fo siks yia, wi get tu pikin. Fos tem mi man bin gud, bot sins e los in wok na di mayn na Kono e de drink evri de en bit mi. Tide e brok mi han wit stik en se if a go polis e go kil mi. A de na mi padi os naw, a fred fo go bak. Wetin a fo du?",
    intent: "safety",
  },
  {
    message: "my uncle is touching my little sister at night and she is too scared to tell anyone",
    intent: "safety",
  },
  {
    message:
      "Since my father died, my uncles have been fighting me for the family house in Wellington. At first it was only letters and meetings with the elders. Now they send young men to the house at night, shouting that they will burn it down with me inside. Last night someone threw stones through the windows. I don't feel safe sleeping there. What should I do?",
    intent: "safety",
  },
  {
    message: "sum1 is followin me evry nite n sent msg say dem go kill me if I nor drop d case. pls hlp",
    intent: "safety",
  },
  {
    message: "HE IS BANGING ON THE DOOR WITH A CUTLASS PLEASE",
    intent: "safety",
  },
  {
    message:
      "I'm not sure who to ask. My boyfriend has hurt me badly several times, and he has taken my phone and my passport. I'm writing from a friend's phone. I'm afraid he'll find me.",
    intent: "safety",
  },
  {
    message: "I was raped last week by my landlord's son and I'm afraid to go back to the house",
    intent: "safety",
  },
  {
    message: "Abeg, mi stepfada de abuz mi, e se if a tok e go kil mi. A nor no usai fo go.",
    intent: "safety",
  },
  {
    message:
      "I work as a housemaid in Hill Station. The madam has not paid me for four months and I was going to ask you about my salary. But yesterday her husband locked me in the store room and beat me with a belt because a plate broke. I'm still in the house and they took my phone. I'm using the gateman's phone. Please, what do I do?",
    intent: "safety",
  },
  {
    message: "my hsband chokd me last nite and sed nxt tym i wont wake up, im scard",
    intent: "safety",
  },
  {
    message: "my co-wife keeps saying she will poison me and my children, she already put something in my food once",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I am writing because my sister is being kept in the house by her husband, who beats her and does not allow her to leave or use a phone. We fear for her life. Please advise us urgently.",
    intent: "safety",
  },
  {
    message: "My business partner said he'll send boys to 'finish' me if I don't sign over my shares. I believe him, he has done it to someone before.",
    intent: "safety",
  },
  {
    message: "mi broda wef de bit am wit stik evri tem, e don blind wan yai. hw wi go ep am",
    intent: "safety",
  },
  {
    message: "there is a man who keeps coming to my shop in Lumley saying he will cut me if I don't pay him. I'm afraid to open tomorrow",
    intent: "safety",
  },
  {
    message: "My daughter came home with bruises and told me her teacher did things to her. She is 11.",
    intent: "safety",
  },
  {
    message:
      "I ran away from my husband's house with the children last night after he beat me with a pipe. We are at my cousin's place in Kissy but he knows where she lives and he keeps calling to say he's coming.",
    intent: "safety",
  },
  {
    message: "in danger. ex is outside my house with a knife. what do i do",
    intent: "safety",
  },
  {
    message:
      "Me and my partner had a business selling building materials. We split last year and there is still money owed under our agreement, which is what I was going to ask about. But yesterday he came to my house with two men, pushed me against the wall and said if I go to any lawyer he will kill my children. I am really scared now.",
    intent: "safety",
  },
  {
    message:
      "Mi na wido. Mi man bil os na Hastings pantap in papa lan, en wi don de de fo tweni yia. Sins e dai, in broda dem se na fambul lan en a fo komot. Las nayt dem kam wit kotlas en se if a nor komot bifo Fraide dem go bon di os wit mi en mi pikin dem insay. A fred fo mi layf.",
    intent: "safety",
  },
  {
    message:
      "I rent two rooms in a compound at Calaba Town. The rent was paid up to March but the landlord wanted the whole year in advance, which I refused, and we argued about that for weeks. Last night he came with his son and attacked me with a stick, I have stitches on my head. He said they will come back tonight to finish it. I'm scared to go home.",
    intent: "safety",
  },
  {
    message: "my husband forced himself on me again and put a knife to my neck so I won't tell anyone",
    intent: "safety",
  },
  {
    message: "bra, dem de find mi fo kil mi sake of di lan kes, a de ayd na Waterloo now",
    intent: "safety",
  },
  {
    message: "MY NEIGHBOUR IS BEATING HIS WIFE RIGHT NOW I CAN HEAR HER SCREAMING",
    intent: "safety",
  },
  {
    message:
      "I was wondering if you help people who are scared to go home? My father-in-law hits me whenever my husband travels, and my husband does nothing about it.",
    intent: "safety",
  },
  {
    message:
      "A girl of 14 in our compound is being forced to marry an old man this weekend. Her family has locked her in a room and she told me through the window she will kill herself.",
    intent: "safety",
  },
  {
    message: "pls hlp my gf is bein bet by her brothrs evry nite 4 datin me, dey sed dey wil kil her",
    intent: "safety",
  },
  // ── legal-question ──
  {
    message: "If my husband divorces me, will I get the house we built together in Kissy?",
    intent: "legal-question",
  },
  {
    message: "If mi landlod nor gi mi notis, e get rait fo trowe mi tin dem na rod?",
    intent: "legal-question",
  },
  {
    message: "Can police keep somebody for more than 72 hours without taking them before a court?",
    intent: "legal-question",
  },
  {
    message: "how many years in prison for stealing a motorbike in sierra leone",
    intent: "legal-question",
  },
  {
    message: "Is it legal for my employer to cut my salary because I was sick for two weeks with a doctor's note?",
    intent: "legal-question",
  },
  {
    message:
      "My father had three wives and fourteen children. He died last year in Bo without a written will. His first wife's children now say they alone inherit the house in Bo and the farm in the chiefdom, because their mother married in church and ours were customary marriages. We quarrel at every family meeting. Do children from customary marriages have the same right to inherit as the church wife's children?",
    intent: "legal-question",
  },
  {
    message: "if i sign d contract n dn change ma mind, cn dey sue me?",
    intent: "legal-question",
  },
  {
    message: "Do I have a case against the company that dismissed me without a letter after 9 years of service?",
    intent: "legal-question",
  },
  {
    message: "If a divos mi man, na me go kip di pikin dem or na im?",
    intent: "legal-question",
  },
  {
    message: "What would a court award me for the container of goods they damaged at the port?",
    intent: "legal-question",
  },
  {
    message: "Should I sign the lease my landlord gave me? It says he can raise the rent whenever he wants.",
    intent: "legal-question",
  },
  {
    message: "is a land document without a survey plan valid",
    intent: "legal-question",
  },
  {
    message: "Can my ex stop me from taking our son to Guinea for the holidays, and does he still have to pay his school fees?",
    intent: "legal-question",
  },
  {
    message:
      "I bought a plot in Tombo from a man who showed me a conveyance. I paid 40 million Leones and started building the foundation. Six months later another family came with a different document saying the land is theirs from their great-grandfather and the man had no right to sell. Now both of us have papers and both of us are angry. Who owns the land in law, me or them?",
    intent: "legal-question",
  },
  {
    message: "wil i win if i tak my formr boss to cort ovr unpaid ovrtime",
    intent: "legal-question",
  },
  {
    message: "Is a verbal agreement binding if nothing was written down?",
    intent: "legal-question",
  },
  {
    message: "Can the bank take my house if my friend stops paying the loan I guaranteed for him?",
    intent: "legal-question",
  },
  {
    message:
      "Mi en mi bebi papa nor mared. Wi get wan gyal pikin we de na Klas 3. Sins e go Kenema e nor de sen notin fo skul fis or fo it. A don tok to in mama, a don tok to in pastor, notin. Wetin di law se bot man we nor de pe fo in pikin? Dem go lok am?",
    intent: "legal-question",
  },
  {
    message: "If the arbitrator decides against us, can we still go to the High Court afterwards?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful for your view on whether a tenant who has paid two years' rent in advance may lawfully be evicted before the end of that period following the sale of the property to a new owner.",
    intent: "legal-question",
  },
  {
    message: "Is it a crime to insult someone on WhatsApp in Sierra Leone? Can they jail me for a voice note?",
    intent: "legal-question",
  },
  {
    message: "how long does a divorce take and will I have to pay him maintenance after",
    intent: "legal-question",
  },
  {
    message:
      "Three of us started a transport business with four kekes. I put in most of the money but we never wrote anything down. One partner now says the business is his because the kekes are registered in his name, and he has stopped giving us our share of the daily money. The elders tried but he refuses to listen. Legally, am I entitled to get my money back or a share of the kekes?",
    intent: "legal-question",
  },
  {
    message:
      "I married my husband in church at St George's Cathedral twelve years ago. We have three children and a house in Regent. Now his family is pushing him to take a second wife from his village near Port Loko, saying it is tradition, and he says customary law allows it. Can he legally marry a second wife when we married in church?",
    intent: "legal-question",
  },
  {
    message: "what is the punishment for driving without licence, will they jail me or just fine?",
    intent: "legal-question",
  },
  {
    message: "cn a landlord inkrease rent 2wice in 1 yr? is dat legal",
    intent: "legal-question",
  },
  {
    message: "Would a foreigner be allowed to own land outright in Freetown, or only lease it?",
    intent: "legal-question",
  },
  {
    message: "If polis kam na mi os witout warrant, dem get rait fo sachi am? Na so di lo se?",
    intent: "legal-question",
  },
  {
    message:
      "A bigin wok na wan supamaket na Wilberforce las yia. Di bos se a de pan probeshon, en naw e se di probeshon go kontinyu fo tu yia, so e nor go gi mi leta or pe NASSIT. Mi kozin se dat nor rayt. Is that allowed by the law, or e de bos mi?",
    intent: "legal-question",
  },
  {
    message: "Is a prenup signed in the UK valid in Sierra Leone?",
    intent: "legal-question",
  },
  {
    message:
      "We shipped 800 cartons of frozen fish to Freetown. The shipping line switched off the reefer during transhipment in Dakar, and when the container was opened at the Quay everything had rotted. They say their bill of lading limits their liability. Does the shipping line have to pay us for the full value of the goods?",
    intent: "legal-question",
  },
  {
    message:
      "I was wondering whether a grandmother can get guardianship of her grandchildren if their mother left them with her three years ago and has not been seen since. What would a court decide if the mother came back and wanted them?",
    intent: "legal-question",
  },
  {
    message:
      "I own three okadas that I give to riders on daily payment. One rider was carrying a passenger at Lumley roundabout last week and knocked down a woman crossing the road. Her family has come to my house demanding money for the hospital bills and saying they will sue me. Am I liable for what my rider did, or is it only his problem?",
    intent: "legal-question",
  },
  {
    message: "CAN MY LANDLORD LOCK MY SHOP FOR OWING 2 MONTHS RENT??",
    intent: "legal-question",
  },
  {
    message:
      "Mi papa bin get lan na Lumley. Wen e dai, mi uncle dem sel am to wan big man we don bil os pantap. Wi nor sain notin, wi nor gri. Naw wi wan di lan bak. Di law go gi wi di lan bak or na moni nomo wi go get?",
    intent: "legal-question",
  },
  {
    message:
      "Me and my wife have been separated for four years, she lives in Makeni with our kids and I send money every month through Orange Money. Now she wants to remarry. Before we go further I want to know: if I don't agree to the divorce, can the court still grant it to her?",
    intent: "legal-question",
  },
  // ── off-topic ──
  {
    message: "What's the price of a plot of land in Lumley these days?",
    intent: "off-topic",
  },
  {
    message: "write a poem about justice for my school assembly tomorrow",
    intent: "off-topic",
  },
  { message: "Udat win di Leone Stars match yestade?", intent: "off-topic" },
  { message: "recipe for cassava leaf stew pls", intent: "off-topic" },
  {
    message: "Wetin na di weda tumara na Freetown, ren go fol?",
    intent: "off-topic",
  },
  { message: "Tell me a joke about lawyers", intent: "off-topic" },
  { message: "best court shoes to wear to a wedding", intent: "off-topic" },
  {
    message: "how much is a 50kg bag of rice at Kissy market now",
    intent: "off-topic",
  },
  {
    message: "can you write my essay on the history of the 1991 constitution for WASSCE",
    intent: "off-topic",
  },
  {
    message:
      "I just moved to Freetown from Kenema for a new job. I'm renting near the Law Courts building, my landlord is fine, my contract at work is fine, everything is settled. I just want to know where I can find a good gym around the city centre?",
    intent: "off-topic",
  },
  {
    message: "my laptop keeps restarting by itself, how do I fix it",
    intent: "off-topic",
  },
  {
    message: "translate 'good morning my friend' into French",
    intent: "off-topic",
  },
  { message: "Abeg sing mi wan song bot Salone", intent: "off-topic" },
  {
    message: "What time does the ferry leave from Kissy to Tagrin?",
    intent: "off-topic",
  },
  { message: "who is the president of sierra leone", intent: "off-topic" },
  {
    message: "write me a speech for my brother's wedding on Saturday, something funny",
    intent: "off-topic",
  },
  {
    message: "Write a short story about a judge who falls in love with a fisherwoman",
    intent: "off-topic",
  },
  { message: "when is the next public holiday", intent: "off-topic" },
  {
    message: "wat is d exchange rate 4 dollars 2 leones 2day",
    intent: "off-topic",
  },
  {
    message: "How much do new cars cost at the dealership in Wilberforce?",
    intent: "off-topic",
  },
  {
    message:
      "Mi sista de kam from Amerika fo Krismes, en wi de plan fo tek am go bich. Wi nor wan bodda wit os palava dis tem, wi jos wan rilaks. Una no wan fayn otel na Aberdeen we get swimin pul?",
    intent: "off-topic",
  },
  {
    message:
      "My cousin is a lawyer in London and she always says law school is hard. I'm not interested in law myself, I'm studying nursing at COMAHS and my exam is tomorrow. Can you help me remember the names of the bones of the hand?",
    intent: "off-topic",
  },
  { message: "what is the capital of Ghana", intent: "off-topic" },
  {
    message: "give me ideas for a business name for my tailoring shop",
    intent: "off-topic",
  },
  { message: "how do I open a TikTok account", intent: "off-topic" },
  { message: "Usai a go bai fayn lapa na Freetown?", intent: "off-topic" },
  { message: "explain photosynthesis simply", intent: "off-topic" },
  {
    message: "what's the current price of cement per bag in Freetown",
    intent: "off-topic",
  },
  { message: "who is better Messi or Ronaldo", intent: "off-topic" },
  {
    message:
      "Our family land case ended last year and thank God we won. The house is finished now and the title is in our name. My wife wants to paint it before Christmas. What colour goes well with a green roof?",
    intent: "off-topic",
  },
  {
    message:
      "I'm in my final year at Fourah Bay College studying law, and honestly the exams are killing me. My land law paper is on Monday and my family keeps calling about my uncle's case too. Forget all that for now: can you write me a short prayer to say before my exams?",
    intent: "off-topic",
  },
  { message: "how to cook jollof rice for 50 people", intent: "off-topic" },
  { message: "WHAT IS THE SCORE OF THE ARSENAL GAME", intent: "off-topic" },
  {
    message: "Can you tell me the bus fare from Freetown to Bo?",
    intent: "off-topic",
  },
  {
    message: "How much is a ticket on the boat from Freetown to Banjul?",
    intent: "off-topic",
  },
  {
    message:
      "Our school debate is on Friday and the motion is 'the death penalty should be abolished'. I'm on the opposing side. Can you give me three strong arguments and a nice opening line?",
    intent: "off-topic",
  },
  {
    message:
      "Mi na titcha na Makeni. Di pikin dem de aks mi kweshon bot wi kontri en a nor wan mek mistek bifo dem. Abeg tel mi omos pipul dem de na Salone naw, en omos de na Makeni?",
    intent: "off-topic",
  },
  {
    message: "is it going to rain at the weekend? planning a beach trip to River No. 2",
    intent: "off-topic",
  },
  { message: "Tel mi wan stori fo mi pikin dem fo slip", intent: "off-topic" },
  {
    message: "recommend a good legal drama series on Netflix",
    intent: "off-topic",
  },
  {
    message:
      "I paid a deposit to a lawyer last year with Orange Money and everything went fine with the case, it's closed now. But today I tried to send money to my mother in Bo and my PIN is blocked after three wrong tries. How do I reset my Orange Money PIN?",
    intent: "off-topic",
  },
  {
    message:
      "My brother in the UK wants to ship a car home and give it to our father. Before he pays the freight and the customs duty, he wants to compare with buying here. Roughly what does a used Toyota RAV4 cost in Freetown right now?",
    intent: "off-topic",
  },
  { message: "hw mch is a bg of cemnt in wllington nw", intent: "off-topic" },
  {
    message: "write a cover letter for a job at Rokel Bank",
    intent: "off-topic",
  },
  {
    message: "Wetin na di prais fo 20 fut kontena os? A wan bil shop",
    intent: "off-topic",
  },
  // ── area:family ──
  { message: "divorce?", intent: "area:family" },
  {
    message:
      "My wife and I separated in January. She went back to her family in Kenema with our two children, and now her family says I can only see the children if I give them money. I have been sending school fees every term without fail. I'd like a lawyer to help me get proper custody, or at least regular access to my kids.",
    intent: "area:family",
  },
  {
    message: "Mi man don lef mi wit tri pikin, e nor de gi wi notin fo it. A wan una ep mi fo mek e pe fo di pikin dem.",
    intent: "area:family",
  },
  {
    message:
      "My late sister left her baby with me when she passed in 2022. The father disappeared to the provinces and never came back. I have been raising her, paying school fees, and we even had a small quarrel with my sister's landlord over her things, which is settled now. I want to make her my legal child so I can travel with her. Can your firm handle the adoption?",
    intent: "area:family",
  },
  {
    message: "need lawyer 4 divorce, hsband cheatin 4 yrs",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I write to enquire whether your firm would be able to assist me in registering my marriage, which was conducted under customary law in Kono in 2015.",
    intent: "area:family",
  },
  {
    message: "my ex wnt let me se my dautr, i nd hlp wth vistation",
    intent: "area:family",
  },
  {
    message:
      "I have two boys aged 7 and 10. Their father moved to Manchester in 2019 and for the first year he sent money, but since he remarried there he has stopped completely. I'm paying school fees and rent alone on a teacher's salary in Kenema. I want to take legal action so he pays maintenance for his children.",
    intent: "area:family",
  },
  {
    message: "Mi mama dai, e lef smol moni na bank, di bank se wi fo get papa fo kolekt am. Una sabi fo arenj dat?",
    intent: "area:family",
  },
  {
    message:
      "Mi en mi fiance go mared na Disemba. E get bisnes na London en a get mi yon shop na Bo. Wi lov wisef, bot wi fambul dem se wi fo rayt dong di tin dem bifo di mared, so palava nor go kam leta. Una de du dat kain agriment fo pipul we de go mared?",
    intent: "area:family",
  },
  {
    message:
      "I am British and my husband is from Bo. We married in Freetown, we own a flat together in Murray Town, and he runs a small pharmacy. We have separated and I'm back in the UK, but he kept our daughter with him. I'd like to start divorce proceedings in Sierra Leone and sort out proper arrangements for our daughter. Is this something you take on?",
    intent: "area:family",
  },
  {
    message: "help with letters of administration for my father's estate",
    intent: "area:family",
  },
  { message: "I WANT TO DIVORCE MY WIFE", intent: "area:family" },
  {
    message:
      "I was wondering if someone there handles adoptions for people abroad. We're a Sierra Leonean couple in the US hoping to adopt a little boy from a children's home in Waterloo.",
    intent: "area:family",
  },
  {
    message: "ma in-laws dem don tek mi pikin dem since mi man dai, a wan dem bak",
    intent: "area:family",
  },
  {
    message: "a wan divos mi wef, e don go wit oda man. una de ep?",
    intent: "area:family",
  },
  {
    message:
      "Mi na 19 yia. A bin de wit wan man we de wok na bank na Siaka Stevens Street. Wen a tel am se a get bele, e se na nor in pikin en e blok mi nomba. Naw di bebi don bon, na bobo. A wan mek e tek risponsibiliti fo in pikin. Usai a fo bigin?",
    intent: "area:family",
  },
  {
    message:
      "My husband and I co-own a shop in Bo and a company registered in my name, and there has been talk of restructuring the company, which I got advice on elsewhere. But the real reason I'm writing is that our marriage has broken down and he moved to another woman's house with our 5-year-old. I want my son back with me. Who can help with that?",
    intent: "area:family",
  },
  // ── area:business ──
  { message: "company registration", intent: "area:business" },
  {
    message:
      "Two friends from university and I have been doing graphic design and printing jobs informally for three years. We now have a contract offer from an MDA, but they say they only pay registered companies with a tax number. We want to register a limited company with the three of us as shareholders. Can you do it for us?",
    intent: "area:business",
  },
  {
    message: "A wan opin mi yon kompni, abeg una fit rejista am na CAC fo mi?",
    intent: "area:business",
  },
  {
    message:
      "I've been running a fish-drying business in Tombo for six years. We rent a yard from a landlord, no problems there now, and my workers are all paid up. A buyer from Guinea wants to import our dried fish and says I need proper company papers and an export licence. I need help getting everything set up properly.",
    intent: "area:business",
  },
  {
    message: "nd hlp 2 gt business licence 4 ma pharmacy in kenema",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir/Madam, our board seeks advice on its corporate governance obligations following the appointment of two new non-executive directors. Kindly indicate whether your firm provides this service.",
    intent: "area:business",
  },
  {
    message: "need someone to look over a loan facility our company is taking from a commercial bank",
    intent: "area:business",
  },
  {
    message: "wnt to opn a brnch of my nigrian cmpany in freetwn",
    intent: "area:business",
  },
  {
    message:
      "Mi papa bin opin wan transpot kompni wit in tri broda. Naw na wi pikin dem de ron am, bot wan kozin we na manija nor de sheb di profit, e se na in papa get di bigis shia. Evribodi de veks. Wi de find posin we sabi kompni papa fo sot di shia palava.",
    intent: "area:business",
  },
  {
    message: "Mi en mi padi dem wan mek patnaship fo sel motoka pat. Wi nid lawyer fo mek di papa dem.",
    intent: "area:business",
  },
  {
    message: "we are foreign investors looking at a mining venture and need local counsel for setting up the company and investment registration",
    intent: "area:business",
  },
  {
    message:
      "My uncle founded a hardware business in the 90s. When he passed, my cousins and I inherited shares. There was a question about the warehouse land, which we settled, and we also fixed an old supply contract. What we need now is to restructure the company properly: new directors, new articles, and filing the changes at the Corporate Affairs Commission. Is this your kind of work?",
    intent: "area:business",
  },
  {
    message:
      "We are a group of women traders in Kenema who have been running an osusu for ten years. Members now want loans bigger than the osusu can give, so we're thinking of turning it into a proper microfinance institution. I understand we need a licence from the Bank of Sierra Leone and a registered company. Can you guide us through that?",
    intent: "area:business",
  },
  {
    message: "NEED TO CHANGE COMPANY NAME AND DIRECTORS",
    intent: "area:business",
  },
  {
    message:
      "Mi en som padi dem we don kam bak from Amerika wan opin fawndeshon fo ep blayn pikin dem na Bo. Wi get som moni en donor dem de wet, bot dem se fos wi fo rejista am propa wit bod en konstityushon. Na una ofis fit set am ap?",
    intent: "area:business",
  },
  {
    message: "hw a go du fo rejista mi shop nem? una de du am?",
    intent: "area:business",
  },
  {
    message: "our annual returns are 3 years late, need help sorting it out before the tender",
    intent: "area:business",
  },
  {
    message:
      "Wi na fo gyal dem we de sel gari en pepe na Makeni market. Wi de sev moni togeda en wi wan mek am propa bisnes wit nem en papa, so bank go gi wi lon. Una go ep wi set am ap?",
    intent: "area:business",
  },
  // ── area:shipping ──
  { message: "cargo claim", intent: "area:shipping" },
  {
    message:
      "I run a small supermarket in Wilberforce and import dry goods twice a year. My last container has been stuck at Queen Elizabeth II Quay for three weeks. Customs say the invoice value is too low and have reassessed the duty at almost double. Meanwhile demurrage and storage fees keep piling up and my shelves are empty. Can someone from your firm fight to get it released?",
    intent: "area:shipping",
  },
  {
    message: "Mi kontena don de na pot tri wik, kastoms nor gri fo rilis am. Abeg una ep mi.",
    intent: "area:shipping",
  },
  {
    message:
      "I import used car parts from Belgium. In the last shipment half the parts were missing when we opened the container at the Quay. The shipping line says it's not their fault, the supplier says everything was complete at loading. I also have a separate issue with my shop landlord but that can wait. For now I need someone to handle the claim for the missing goods.",
    intent: "area:shipping",
  },
  {
    message: "shipmnt damgd by seawater, nd lawyer 4 claim agst d shippng line",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, we are the owners of a fishing vessel which was arrested in Freetown harbour following a claim by a fuel supplier. We require representation in the admiralty proceedings.",
    intent: "area:shipping",
  },
  {
    message: "demurage charges r killng me, the shpping co keeps addng fees evry day",
    intent: "area:shipping",
  },
  {
    message: "freight forwarder disappeared with our goods and the original bill of lading",
    intent: "area:shipping",
  },
  {
    message: "Di ship we kari mi gudz don spoil am, dem nor wan pe. Una de du shipin kes?",
    intent: "area:shipping",
  },
  {
    message:
      "We're a small NGO. Donors sent medical supplies in two containers in March. The goods arrived but the port authority and customs are demanding duties we believe we are exempt from, and storage charges keep rising daily. We've written letters to the ministry with no luck. We need a lawyer who knows port and customs matters to get the containers out.",
    intent: "area:shipping",
  },
  { message: "bill of lading dispute", intent: "area:shipping" },
  {
    message: "MY GOODS DEM HOLD AT THE PORT FOR TWO MONTHS",
    intent: "area:shipping",
  },
  {
    message:
      "Wi get wan pampa bot we de kari fis from Goderich go Tombo. Las Sonde wi bot jam oda bot na di wof bikos di enjin kot. Nobodi wund, tenk God, bot di oda bot ona se wi fo pe fo in bot en in fis we spoil. Wi wan lawyer we sabi bot palava.",
    intent: "area:shipping",
  },
  {
    message: "I was hoping to find out if your firm deals with charter party disputes. The charterer of our vessel refuses to pay hire.",
    intent: "area:shipping",
  },
  {
    message: "dem se mi kontena get wahala wit kastoms, dem lok am. a nid lawyer 4 dat",
    intent: "area:shipping",
  },
  {
    message:
      "Mi na kokowa baya na Kenema. Wi sen 300 bag go Antwerp na ship, bot wen e rich, di baya se di kokowa wet en mold, e nor wan pe. Di inshorans kompni se na wi folt. Wi nid lawyer we sabi ship en kago palava.",
    intent: "area:shipping",
  },
  {
    message:
      "My father was a fisherman in Tombo and we still run two boats. One of our boats was seized by the navy last month for supposedly fishing in a restricted zone. The crew were released the same day, thank God, but they want a huge fine before they give back the boat. I need a lawyer to help us get the boat back.",
    intent: "area:shipping",
  },
  {
    message:
      "Kushe. Mi na klierin ajent. Wan kastoma in gudz kam na Kwi, bot di shipin kompni se fo pe extra chaj we nor de na di agriment. Dem kip di kontena. Wi nid lawyer we sabi pot palava.",
    intent: "area:shipping",
  },
  // ── area:land ──
  { message: "land dispute", intent: "area:land" },
  {
    message: "someone is building on my plot in Waterloo, can you stop them?",
    intent: "area:land",
  },
  {
    message: "Mi lan na Kossoh Town, som pipul dem de bil pantap. A nid lawyer.",
    intent: "area:land",
  },
  {
    message:
      "My mother passed last year. My siblings and I sorted out her bank account through the family court, that part is done. Now the issue is her house in Kissy. She had a conveyance but it was never registered at the Ministry of Lands. We want the title regularised and transferred into our names. Can you handle that?",
    intent: "area:land",
  },
  {
    message: "wnt 2 buy lan in Tombo, nd lawyer 2 chk d papers b4 i pay",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean resident in the United States and intend to purchase a house in Hill Station. I require a lawyer to conduct the necessary searches and handle the conveyancing on my behalf.",
    intent: "area:land",
  },
  {
    message: "my landd lord wnt to evct me wthout notce, i nd lawer",
    intent: "area:land",
  },
  {
    message:
      "I bought my plot at Juba Hill in 2016 and fenced three sides. My neighbour, who is building a big house, recently had his surveyor come, and afterwards I noticed my pillars had been moved about two metres into my side. When I asked, he said his survey plan is correct and I can go wherever I like. I'd like your firm to take this boundary matter on.",
    intent: "area:land",
  },
  {
    message: "family land in Regent being sold by one uncle without everyone agreeing",
    intent: "area:land",
  },
  {
    message:
      "A de rent wan pat na os na Kissy Bye Pass. A pe rent fo wan yia na Jenwari. Naw di landlod se in pikin de kam from Amerika en a fo komot bifo di mont don, e nor wan gi mi mi moni bak. E don lok di baf en kot di korent. Abeg tinap fo mi.",
    intent: "area:land",
  },
  {
    message:
      "I'm a teacher in Makeni. Twelve years ago I bought a half town lot from a family and have the receipt and the paper they signed. Last year the chief gave another person a paper for the same land and they started clearing it. I reported to the police and they said it's civil. I need a lawyer to fight for my land.",
    intent: "area:land",
  },
  {
    message:
      "A bay wan plot na Waterloo from wan fambul na 2019, dem gi mi risit en wan pepa we dem sain. Bot a nor get sevey plan en di dokyument nor rejista na Ministri. Naw a wan bil os en a nor wan palava leta. Mek una stret di papa dem fo mi.",
    intent: "area:land",
  },
  { message: "SOMEBODY SOLD MY LAND TWICE", intent: "area:land" },
  {
    message: "I wondered whether you act for landlords too. A tenant in my flat in Wilberforce hasn't paid for 8 months and won't leave.",
    intent: "area:land",
  },
  {
    message: "dem de tek mi papa lan na Hastings, wi nid lawyer kwik",
    intent: "area:land",
  },
  {
    message: "selling my house in Goderich, need someone to draft the sale agreement and handle the transfer",
    intent: "area:land",
  },
  {
    message:
      "There was a fight on our land in Lakka last year, but that is over and nobody is in danger now. The problem is the other family went to the Ministry and got a certificate, and we only have our old family papers from the 1960s. We need to challenge their title.",
    intent: "area:land",
  },
  {
    message:
      "Wi fambul get lan na Mile 91 from wi granpa tem. Naw wan broda de sel pat pat to strenja dem witout wi gri. Wi don go to di chif, e nor du notin. Wi wan lawyer fo stop am.",
    intent: "area:land",
  },
  // ── area:arbitration ──
  { message: "mediation", intent: "area:arbitration" },
  {
    message:
      "Mi de bay res from wan big impota na Kissy Road fo sel na Bo. Las tri shipment, di bag dem nor ful en wi kwarel bot di moni. Wi don de bizness togeda fo ten yia en a nor wan kot. A wan posin we nor de na eni said fo sidom wit wi tu en mek wi gri. Una get dat kain posin?",
    intent: "area:arbitration",
  },
  {
    message: "Mi en mi patna get palava, wi nor wan go kot. Una get posin we go sidom wit wi fo mek pis?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our construction company built a school for a private client in Bo. The client says some of the work is defective and has held back the final 30% payment. Our contract has an arbitration clause. We've tried several meetings but it's going nowhere. We'd like to start arbitration rather than go to court. Can your firm represent us?",
    intent: "area:arbitration",
  },
  {
    message: "nd a neutral mediatr 4 dispute btw 2 busness partnrs",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, our company wishes to refer a commercial dispute with a telecommunications contractor to arbitration. We seek representation and would welcome your advice on next steps.",
    intent: "area:arbitration",
  },
  {
    message: "arbtration for a constrction disput, can u hlp",
    intent: "area:arbitration",
  },
  {
    message:
      "We hired a contractor to renovate our guesthouse in Aberdeen. The work is about 80% done but he has stopped, saying the price of materials went up and he needs more money. We believe the contract price was fixed. Going to court would take years and the guesthouse stays closed until it's finished. We'd like a mediator to help us both reach an agreement quickly.",
    intent: "area:arbitration",
  },
  {
    message: "We have an arbitration award from London and want to enforce it in Sierra Leone",
    intent: "area:arbitration",
  },
  {
    message: "Wi fambul bizness get wahala bitwin mi en mi broda. Wi wan posin we nor tek said fo mek wi gri.",
    intent: "area:arbitration",
  },
  {
    message:
      "I supply diesel to a mining company in Kono. They owe us about 2 billion Leones. People told us going to court could take years and spoil the relationship, which matters to us because they are our biggest customer. We'd rather sit down with a neutral third party and agree a settlement. Is that something you arrange?",
    intent: "area:arbitration",
  },
  { message: "ADR services?", intent: "area:arbitration" },
  { message: "WE WANT ARBITRATION NOT COURT", intent: "area:arbitration" },
  {
    message:
      "Our tech startup licensed accounting software to a microfinance bank in Freetown. They say it doesn't work as promised; we say they never trained their staff. Both of us want to keep working together, and we agreed in principle to have an independent person hear both sides. Could your office act as that mediator, or do you only represent one side?",
    intent: "area:arbitration",
  },
  {
    message: "wi nid mediashon bitwin mi kompni en di ada kompni, una de du am?",
    intent: "area:arbitration",
  },
  {
    message: "our joint venture dispute is heading to ICC arbitration and we need local counsel in Freetown",
    intent: "area:arbitration",
  },
  {
    message:
      "We lease a warehouse and also have a distribution contract with the same company. Lots of issues: the warehouse roof, late deliveries, unpaid invoices. Both sides have lawyers writing angry letters. Honestly we'd both like to sit down with an independent mediator and settle everything in one go. Who at your firm does that?",
    intent: "area:arbitration",
  },
  {
    message:
      "Di kontrakta we bil wi otel na Bureh Beach en wi don get palava ova di las peyment. Di agriment se if wi nor gri, wi fo go arbitreshon. Wi wan una fo tinap fo wi.",
    intent: "area:arbitration",
  },
  // ── area:contract ──
  { message: "unpaid wages", intent: "area:contract" },
  {
    message:
      "A wok fo wan telikom kompni fo siks yia as drayva. Wan de di manija se a fo go os, no leta, no notis, no end of savis moni. Dem se na bikos a lat tu tem. A get fambul fo fid. Dis nor fea, a wan fet am.",
    intent: "area:contract",
  },
  {
    message: "Di kompni we a de wok fo nor pe mi fo tri mont. Uda fit fos dem fo pe mi?",
    intent: "area:contract",
  },
  {
    message:
      "I'm a building contractor. A client in Aberdeen hired me to build a two-storey house and we signed an agreement. I finished the work in June. He paid 60% and stopped answering my calls. Separately there's a boundary issue with his neighbour, but that's not my problem. I want help to recover the balance he owes me under our agreement.",
    intent: "area:contract",
  },
  {
    message: "ma boss sackd me 4 no reasn, nd lawyer 4 unfair dismissl",
    intent: "area:contract",
  },
  {
    message: "Dear Sir/Madam, we require assistance in drafting a supply agreement with a distributor in Guinea. Please advise on your availability.",
    intent: "area:contract",
  },
  {
    message: "emplyr nt payng my end of srvce benfits, i nd hlp",
    intent: "area:contract",
  },
  {
    message:
      "A pe wan sapla na Kissy fo 200 bag simenti fo mi os we a de bil na Lumpa. E gi mi risit en se e go dilive insay wan wik. Naw na tu mont, no simenti, no moni. A get di oda we e sain. Mek una ep mi get mi moni bak.",
    intent: "area:contract",
  },
  {
    message:
      "I've been offered a job as finance officer with an international NGO in Makeni. The contract is twelve pages, full of clauses about confidentiality, relocation and what happens if I leave early. I've never had such a long contract before and would like someone at your firm to go through it with me before I start.",
    intent: "area:contract",
  },
  {
    message: "A sel gudz to wan man na kredit, wi rayt am don, bot naw e nor wan pe. Una de kolekt dem kain dayt?",
    intent: "area:contract",
  },
  {
    message:
      "I was a nurse at a private clinic in Bo for 7 years. They closed one branch and told me to go without any letter, no severance, and they never paid the NASSIT contributions they deducted from my salary. I went to the Labour office but it is very slow. I want a lawyer to take this up.",
    intent: "area:contract",
  },
  {
    message:
      "I run a catering business in Murray Town. A client booked us for a wedding reception of 300 guests, we signed an order and he paid a 20% deposit. We bought all the meat, rice and drinks. The day before the event he cancelled, and now he refuses to pay anything more, saying the deposit is all we get. I want to recover what we lost under our agreement.",
    intent: "area:contract",
  },
  { message: "COMPANY OWES ME 5 MONTHS SALARY", intent: "area:contract" },
  {
    message: "I wonder if you handle disputes with a software vendor who didn't deliver what our contract specified",
    intent: "area:contract",
  },
  {
    message: "dem sak mi na wok witout notis. a nid lawyer",
    intent: "area:contract",
  },
  {
    message: "need a service level agreement drafted for our IT company",
    intent: "area:contract",
  },
  {
    message:
      "I work for a security company in Freetown. Last month they cut our salaries by half without telling us and now make us work 12-hour shifts seven days a week. Twenty of us want to take action together. We need a lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "Mi na teacha na praivet skul na Wellington. Dem nor pe wi salari sins Jenwari, en di prinsipal se if wi kompen, dem go sak wi. Wi wan lawyer fo ep wi get wi moni.",
    intent: "area:contract",
  },
  // ── area:criminal ──
  { message: "criminal defence lawyer needed", intent: "area:criminal" },
  {
    message:
      "I sold a plot of land to a man three years ago and he has since built on it. Now his brother says the sale was fraudulent and went to the police. I have been summoned to appear at the magistrate court next week on a charge of obtaining money by false pretences. I need a criminal lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message: "Polis sen leta fo mi papa fo kam na CID tumara fo ansa kweshon. A wan lawyer fo go wit am.",
    intent: "area:criminal",
  },
  {
    message:
      "Back in 2021 my brother was picked up in Makeni over a fight at a bar. He spent two nights in the cells, got bail, and eventually the case was thrown out. That is all finished now and he is fine. But it left us worried for the future, and I'd like to understand bail better and whether your criminal lawyers handle bail applications.",
    intent: "area:criminal",
  },
  {
    message: "got charged 4 assault, court date nxt mnth, nd defence lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, I have received a summons to appear before the Anti-Corruption Commission regarding a procurement matter at my former ministry. I wish to retain counsel.",
    intent: "area:criminal",
  },
  {
    message: "im accusd of stelng frm my employr, plice want me 2 report on mondy",
    intent: "area:criminal",
  },
  {
    message:
      "Last month, during the protests in Makeni, soldiers stopped a group of us at a checkpoint, beat us with belts and took our phones and money. Two of my friends ended up in hospital for a few days. Everyone is home and safe now, but we don't want this to just go away. We want to take action for the violation of our rights.",
    intent: "area:criminal",
  },
  {
    message:
      "Mi boy pikin bin de na Pademba Road fo tri mont, naw dem don gi am bel, e de na os. Di kes stil de na kot, neks hirin na tu wik. Di lawyer we bin de wit am don travul. Wi wan nyu lawyer fo tek di kes.",
    intent: "area:criminal",
  },
  {
    message:
      "A de wok as kashia na wan otel na Lumley. Wan mont don pas, dem se 15 milyon Liones los from di sef. Dem akyuz mi, dem nor lok mi, bot dem don ripot to polis en dem se a go kot. A nor tif natin. Uda go difen mi?",
    intent: "area:criminal",
  },
  {
    message:
      "My husband was released on bail last Friday after a week at Pademba Road. He's home now, thank God. The charge is possession of stolen goods: he bought a generator from a man at Kissy market without knowing it was stolen. His first lawyer has stopped answering. We need a new criminal lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "bail application", intent: "area:criminal" },
  {
    message: "I NEED A CRIMINAL LAWYER FOR MY COURT CASE",
    intent: "area:criminal",
  },
  {
    message: "I was wondering whether one of your lawyers could defend my nephew at his trial for cyber fraud. He is out on bail at the moment.",
    intent: "area:criminal",
  },
  {
    message: "dem gi mi summons fo kot, a nid lawyer 4 defens",
    intent: "area:criminal",
  },
  {
    message:
      "An ex has falsely accused me of rape and the police have invited me to come and give a statement. I don't want to walk in there alone without counsel.",
    intent: "area:criminal",
  },
  {
    message:
      "I'm a journalist. I wrote an article about a councillor's contracts and now a complaint has been filed under the cyber crime law and I've been summoned to court on the 12th. The police haven't taken me, I'm free at home, but I need a defence lawyer before that date.",
    intent: "area:criminal",
  },
  {
    message:
      "Las yia dem bin lok mi kozin fo tu wik, bot dem don lef am en di kes stil de na kot. Naw di majistret se e fo kam evri mont. Wi wan lawyer we sabi kriminal kes fo tek am ova.",
    intent: "area:criminal",
  },
  // ── knowledge ──
  { message: "how much is a consultation?", intent: "knowledge:Fees" },
  {
    message: "Wetin una de chaj fo di fos mitin wit lawyer?",
    intent: "knowledge:Fees",
  },
  {
    message: "Do you offer legal aid or free help for people who can't afford a lawyer?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "My case is about my late father's house in Kissy. My stepmother wants to sell it and chase us out, and my brothers are quarrelling among themselves too. I'm only a petty trader at Abacha Street and I don't have big money. Can I pay your fees small small, like every month?",
    intent: "knowledge:Fees",
  },
  { message: "hw mch 4 lawyer fees pls", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, I would be grateful if you could provide your schedule of fees for an initial consultation and indicate the accepted methods of payment.",
    intent: "knowledge:Fees",
  },
  {
    message: "wat r ur chrges 4 a divorse cse",
    intent: "knowledge:Fees",
    also: ["area:family"],
  },
  {
    message:
      "My cousin recommended your firm after you helped her with her tenancy problem in Congo Cross. I have a dispute with a former employer and want to come in, but I live in Bo and I don't have a bank account. Can I pay your fees with Orange Money or Africell Money instead of cash?",
    intent: "knowledge:Fees",
  },
  { message: "is the first meeting free", intent: "knowledge:Fees" },
  {
    message:
      "Mi na wido wit fo pikin. Mi man in fambul don tek di os en di lan we e lef fo wi. A wan go kot bot a nor get moni fo pe lawyer. Una de ep pipul we nor get moni, fo fri or smol smol?",
    intent: "knowledge:Fees",
  },
  { message: "HOW MUCH DO YOU CHARGE", intent: "knowledge:Fees" },
  {
    message:
      "Mi granma na Temne, e nor de tok Krio tumos. E wan kam tok bot in lan na Port Loko we in fambul dem de kwarel pan. Una get lawyer we sabi Temne, or wi fo bring posin fo ton am?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Una lawyer dem de tok Krio? Mi Inglish nor tu gud.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Je parle seulement français. Avez-vous un avocat qui parle français ?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "My mother only speaks Mende. Can she talk to a lawyer in Mende, or should we bring an interpreter?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "cn i tlk 2 d lawyer in krio",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "My grandfather is 80 and lives in Kabala. He's coming down to Freetown for the family land matter because he's the only one who knows the history of the boundaries. He only speaks Limba and a little Krio. Will there be someone at your office who can understand him?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "I was wondering whether any of your staff can communicate in Fula",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "do u hv sum1 dat spks temne or lmba",
    intent: "knowledge:Languages spoken",
  },
  { message: "Una get pakin ples na di ofis?", intent: "knowledge:Parking" },
  {
    message: "Usai a go pak mi motoka if a kam una ofis?",
    intent: "knowledge:Parking",
  },
  {
    message: "where can I leave my car when I come to Siaka Stevens Street",
    intent: "knowledge:Parking",
  },
  { message: "any parkng nr ur ofice", intent: "knowledge:Parking" },
  {
    message:
      "I'm coming in from Waterloo on Thursday for the meeting about my company papers. Last time I was downtown I got a ticket for parking by the road and my car was nearly towed. Is there somewhere safe to park close to you?",
    intent: "knowledge:Parking",
  },
  {
    message:
      "A de kam from Lumley wit mi motoka fo di mitin bot mi papa in lan. Lek aw traffic de donton, a nor wan pak na rod en dem tek mi motoka go. Una get ples fo pak nia di ofis?",
    intent: "knowledge:Parking",
  },
  {
    message: "What documents should I bring to the consultation?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Wetin a fo bring wen a de kam fo di mitin? Di lan papa dem?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "I'm coming for my divorce meeting on Tuesday. I have my marriage certificate, the children's birth certificates, and screenshots of some messages from him. Do I need to bring anything else?",
    intent: "knowledge:What to bring",
  },
  {
    message: "wat papers 2 bring 4 d appointmnt",
    intent: "knowledge:What to bring",
  },
  {
    message: "Dear Sir/Madam, ahead of my appointment regarding the estate of my late father, kindly advise which documents I ought to bring.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My appointment with your firm is on Monday about my unpaid salary from a security company. I have my appointment letter, some payslips, my NASSIT card and a few WhatsApp messages from my supervisor. Should I bring all of these, and do I also need my national ID?",
    intent: "knowledge:What to bring",
  },
  {
    message: "wat docmnts do i nd 4 land case meetng",
    intent: "knowledge:What to bring",
  },
  // ── booking ──
  { message: "I'd like to book an appointment", intent: "booking" },
  {
    message: "Can I meet Ibrahim Jalloh on Monday about my brother's court case?",
    intent: "booking",
  },
  {
    message:
      "Kushe. Mi na trader na Big Market. Mi landlod de tray fo dreb mi from mi shop, en misef get smol palava wit mi bizness patna. A nor go ebul tok am ol na ya. A wan kam si lawyer tumara bifo 12. Abeg put mi nem don.",
    intent: "booking",
  },
  {
    message:
      "I have a few issues going on: my late aunt's house in Brookfields that the family is arguing about, and my own tenancy that ends in December. I've been putting it off for months because of work, but I'm finally free next week. Can I come in on Thursday at 10 to see someone?",
    intent: "booking",
  },
  { message: "cn i bk a meetng wit a lawyer 4 frdy", intent: "booking" },
  {
    message: "Dear Sir/Madam, I would like to schedule a consultation with Ms. Fatmata Kamara at her earliest convenience.",
    intent: "booking",
  },
  { message: "i wnt 2 se a lwyer nxt wk abt my cntract", intent: "booking" },
  {
    message: "I want to talk to Hawa Turay about my mother's will. Is Wednesday possible?",
    intent: "booking",
  },
  { message: "book consultation", intent: "booking" },
  {
    message: "a wan mit Mohamed Conteh bot mi lan. wen a go kam?",
    intent: "booking",
  },
  { message: "I NEED AN APPOINTMENT THIS WEEK", intent: "booking" },
  {
    message: "I was wondering if it would be possible to come in and speak to one of your lawyers sometime next week.",
    intent: "booking",
  },
  {
    message:
      "Over the past year I've had trouble with a supplier, a landlord and my ex-husband, a bit of everything honestly. Rather than type it all out here, I'd rather sit down with a lawyer in person and go through it. When is the earliest slot you have?",
    intent: "booking",
  },
  {
    message:
      "I was dismissed from a hotel in Aberdeen last month after eight years, with no explanation. A friend told me Christiana Thomas at your firm is very good with employment cases and helped her sister. Is she free on Tuesday afternoon? I'd like a meeting with her.",
    intent: "booking",
  },
  {
    message:
      "I'm a Sierra Leonean nurse living in London. My late father left a house in Wellington and my siblings back home are fighting over it, and I also need advice about a business I want to start in Freetown. I can't travel until next summer. Can we set up a video call with one of your lawyers one evening next week?",
    intent: "booking",
  },
  {
    message: "A wan tok to Adama Koroma fes to fes. Abeg fiks di de fo mi.",
    intent: "booking",
  },
  {
    message: "Please put me down for a consultation on the 15th",
    intent: "booking",
  },
  {
    message: "can my husband and I come together on Friday morning for a meeting about our company",
    intent: "booking",
  },
  // ── team ──
  { message: "who are your lawyers?", intent: "team" },
  {
    message:
      "Mi padi se una ofis get gud lawyer dem fo lan en fambul kes. Bifo a kam, a wan no uskain lawyer dem de wok de, wetin na dem nem en wetin dem de du.",
    intent: "team",
  },
  { message: "list of attorneys please", intent: "team" },
  { message: "hw mny lawyrs wrk der", intent: "team" },
  {
    message: "Dear Sir/Madam, could you kindly provide details of the counsel practising at your chambers?",
    intent: "team",
  },
  {
    message:
      "I saw your firm advertised on Facebook and a friend recommended you after her land case went well. Before I decide anything, I'd like to know who actually works there. Who are the lawyers?",
    intent: "team",
  },
  {
    message:
      "I need advice about something very personal involving my marriage and my children, and I would feel much more comfortable explaining it to a woman. Before I book anything, can you tell me who the lawyers at your firm are and whether any of them are women?",
    intent: "team",
  },
  { message: "who r d atorneys at kamra chmbrs", intent: "team" },
  { message: "Abeg tel mi bot una tim", intent: "team" },
  { message: "Na udat na di lawyer dem na Kamara Chambers?", intent: "team" },
  // ── attorneys by name ──
  { message: "Who is Fatmata Kamara?", intent: "attorney:Fatmata Kamara" },
  {
    message: "Tell me about Abdul Rahman Sesay's experience",
    intent: "attorney:Abdul Rahman Sesay",
  },
  {
    message: "Is Isatu Bangura the shipping lawyer?",
    intent: "attorney:Isatu Bangura",
  },
  {
    message:
      "Wi fambul get lan palava na Kossoh Town en wan man na choch se Mohamed Conteh na di bes lan lawyer na una ofis. Na tru? Wetin e de du, e sabi lan kes?",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message: "what does Adama Koroma do at the firm",
    intent: "attorney:Adama Koroma",
  },
  {
    message:
      "A few years ago Christiana Thomas from your firm handled my wrongful dismissal case against a mining company and we won. I've lost her direct number since then. Does she still work at Kamara Chambers?",
    intent: "attorney:Christiana Thomas",
  },
  {
    message:
      "My friend's case about his family house and his father's will was handled by a lawyer at your firm called Hawa Turay, and he spoke very highly of her. What's her background? Is she the one who does wills?",
    intent: "attorney:Hawa Turay",
  },
  {
    message: "ibrahim jalloh criminal lawyer?",
    intent: "attorney:Ibrahim Jalloh",
  },
  { message: "wat is fatmata kamra spclty", intent: "attorney:Fatmata Kamara" },
  {
    message: "How many years has Ibrahim Jalloh been at the bar?",
    intent: "attorney:Ibrahim Jalloh",
  },
  // ── hours ──
  { message: "what time do you open?", intent: "hours" },
  {
    message:
      "My grandfather's land in Hastings has been in dispute for years, and now my cousins want to sell part of it to a church. I've gathered all the old documents and survey plans and I'm finally ready to come in. Before I take a day off work, what are your office hours?",
    intent: "hours",
  },
  {
    message:
      "A de wok na maket from Monde to Fraide, a nor get tem. A wan kam tok bot mi pikin in papa we nor de pe skul fis. Una de opin Satide, or wetin tem una de klos na ivin?",
    intent: "hours",
  },
  { message: "r u opn 2day", intent: "hours" },
  { message: "Fraide, wetin tem una de lok di ofis?", intent: "hours" },
  { message: "wat tym d ofis opn in d mrnin", intent: "hours" },
  {
    message: "Dear Sir/Madam, kindly confirm your office hours for the coming week, including whether you are open at the weekend.",
    intent: "hours",
  },
  {
    message:
      "My brother and I both work in Bo during the week, so the only time we can travel down to Freetown about our late mother's estate and the house in Kissy is at the weekend. Are you open on Saturdays or Sundays at all?",
    intent: "hours",
  },
  { message: "hau lat una de sidom na ofis?", intent: "hours" },
  {
    message: "what time do you open and where exactly are you?",
    intent: "hours",
    also: ["address"],
  },
  // ── address ──
  { message: "where is your office?", intent: "address" },
  { message: "Usai una ofis de?", intent: "address" },
  {
    message: "A de kam from Waterloo na podapoda fo mi mitin bot di kompni rejistreshon. A nor sabi donton fayn. Usai una ofis de eksaktli, nia wetin?",
    intent: "address",
  },
  { message: "wats ur adrs", intent: "address" },
  {
    message:
      "I'm coming from Kenema on the bus for my brother's company registration and the land papers for our shop. I don't know Freetown well, I've only been to Kissy before. Where exactly is your office and what's near it?",
    intent: "address",
  },
  {
    message: "ur ofice adress pls, is it nr d cotton tree?",
    intent: "address",
  },
  { message: "Us strit una de?", intent: "address" },
  {
    message: "Directions to Kamara Chambers from the PZ roundabout please",
    intent: "address",
  },
  // ── phone ──
  { message: "what is your phone number", intent: "phone" },
  { message: "Wetin na una nomba fo kol?", intent: "phone" },
  { message: "can I call you?", intent: "phone" },
  { message: "ur fone no pls", intent: "phone" },
  {
    message:
      "I've tried typing my problem here but it's complicated: it involves my late husband's company shares, a house in Goderich and my stepchildren. It would be easier to explain by talking. Can I call you? What number should I use?",
    intent: "phone",
  },
  {
    message:
      "My mum doesn't use the internet at all. She wants to talk to someone about my late father's pension and the house he left, but she will only do it by phone. Is there a number she can ring?",
    intent: "phone",
  },
  // ── email ──
  { message: "what's your email address", intent: "email" },
  { message: "Una get imel? A wan sen mi dokyument dem.", intent: "email" },
  {
    message:
      "I have scanned copies of my conveyance, the survey plan and the letters from the other family's lawyer about our land in Tombo. Rather than bring everything in person first, I'd like to send them so a lawyer can look before our meeting. Where can I email them?",
    intent: "email",
  },
  { message: "eml adrs pls", intent: "email" },
  {
    message: "Dear Sir/Madam, please provide an email address to which I may forward correspondence concerning my matter.",
    intent: "email",
  },
  // ── contact ──
  { message: "how do I contact you?", intent: "contact" },
  { message: "Aw a go kontakt una?", intent: "contact" },
  {
    message: "Mi de na Kenema, a nor go ebul kam Fritong naw naw. Mi ankul in lan palava don bigin bak en a nid advays. Aw a go kontakt una from ya?",
    intent: "contact",
  },
  { message: "hw cn i rch u", intent: "contact" },
  {
    message:
      "I'm abroad in Germany and can't come in person any time soon. My sister in Freetown has the papers for our family land and my late father's will. How can I get in touch with your firm from here?",
    intent: "contact",
  },
  { message: "hw do i gt n tuch wth ur ofis", intent: "contact" },
  // ── services ──
  { message: "what does your firm do?", intent: "services" },
  { message: "Wetin kain kes una de tek?", intent: "services" },
  { message: "what areas of law do you cover", intent: "services" },
  { message: "wat srvcs do u offr", intent: "services" },
  {
    message: "Dear Sir/Madam, I would appreciate a summary of the legal services offered by your chambers.",
    intent: "services",
  },
  {
    message:
      "I'm new in Freetown. I've just started a small bakery, I'm renting a flat in Murray Town, and I'm married with two kids. I don't have a particular problem yet, but I'd like to know what kinds of cases your firm handles in case I ever need you.",
    intent: "services",
  },
  {
    message:
      "A bin si una bod na Siaka Stevens Street. Mi padi se una de du lan kes nomo. Mi get bizness en smol fambul tin dem we a go nid ep fo. Wetin ol di kain kes una de tek?",
    intent: "services",
  },
  { message: "wat knd of cses do u tke", intent: "services" },
  // ── greeting / thanks / goodbye ──
  { message: "hello", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "Gud monin o", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "Kushe, aw di bodi?", intent: "greeting" },
  { message: "thanks", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "thank you so much for the information", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "Tenki boku, God bless una", intent: "thanks" },
  { message: "bye", intent: "goodbye" },
  { message: "ok thanks, bye", intent: "goodbye" },
  { message: "wi go tok bak, bay", intent: "goodbye" },
  { message: "a go si una tumara, bay", intent: "goodbye" },
  { message: "gud nite, tenki", intent: "goodbye" },
  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "asdfgh", intent: "unknown" },
];
